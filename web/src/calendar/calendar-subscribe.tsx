import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { resetCalendarFeed } from '../member/episodes/episode-progress-api';
import { calendarFeedQueryOptions } from '../member/episodes/episode-progress-queries';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { QueryError } from '../ui/query-error';
import styles from './calendar-page.module.css';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The member's private calendar feed: its address to copy or open in a calendar app, and a reset
 * that gives a new one (the old stops at once), asked first.
 */
export function CalendarSubscribe({ uid }: { uid: string }) {
  const headingId = useId();
  const fieldId = useId();
  const client = useQueryClient();
  const feed = useQuery(calendarFeedQueryOptions(uid));
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const reset = useMutation({
    mutationFn: () => resetCalendarFeed(uid, { client }),
    onSuccess: (answer) => {
      client.setQueryData(calendarFeedQueryOptions(uid).queryKey, answer);
      setConfirming(false);
      setStatus('The link is new. The old one no longer works.');
    },
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('Copied');
    } catch {
      setStatus("Couldn't copy the link. Select it and copy it yourself.");
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.subscribe}>
      <h2 id={headingId}>Subscribe</h2>
      <p>
        Add these dates to your own calendar app. The link is private: anyone who has it can see
        what you watch, so share it with no one. Reset it to stop the old one working.
      </p>
      {feed.isError && !feed.data ? (
        <QueryError
          message="Couldn't load your calendar link."
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      ) : !feed.data ? (
        <p className={styles.empty}>Loading your link…</p>
      ) : (
        <>
          <label htmlFor={fieldId} className={styles.fieldLabel}>
            Your calendar link
          </label>
          <div className={styles.feedRow}>
            <input
              id={fieldId}
              className={styles.feedField}
              type="text"
              readOnly
              value={feed.data.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className={styles.button}
              onClick={() => void copy(feed.data.url)}
            >
              Copy link
            </button>
          </div>
          <p className={styles.feedActions}>
            <a href={feed.data.webcal_url}>Subscribe in your calendar app</a>
            <button
              ref={resetButton}
              type="button"
              className={styles.button}
              onClick={() => {
                reset.reset();
                setConfirming(true);
              }}
            >
              Reset link
            </button>
          </p>
        </>
      )}
      <p role="status" className={styles.status}>
        {status}
      </p>
      {confirming && (
        <ConfirmDialog
          title="Reset your calendar link?"
          confirmLabel="Reset link"
          busy={reset.isPending}
          failure={reset.isError ? `Couldn't reset the link: ${messageOf(reset.error)}` : null}
          returnFocus={resetButton}
          onConfirm={() => reset.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            Calendar apps subscribed with the current link stop getting new dates. You will need to
            subscribe again with the new link.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

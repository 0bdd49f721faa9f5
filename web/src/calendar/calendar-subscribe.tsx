import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
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
  const intl = useIntl();
  const headingId = useId();
  const fieldId = useId();
  const client = useQueryClient();
  const feed = useQuery(calendarFeedQueryOptions(uid));
  const [status, setStatus] = useState<MessageId | null>(null);
  const [confirming, setConfirming] = useState(false);
  const resetButton = useRef<HTMLButtonElement>(null);
  const reset = useMutation({
    mutationFn: () => resetCalendarFeed(uid, { client }),
    onSuccess: (answer) => {
      client.setQueryData(calendarFeedQueryOptions(uid).queryKey, answer);
      setConfirming(false);
      setStatus('calendar.subscribe.resetDone');
    },
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('calendar.subscribe.copied');
    } catch {
      setStatus('calendar.subscribe.copyFailed');
    }
  }

  return (
    <section aria-labelledby={headingId} className={styles.subscribe}>
      <h2 id={headingId}>
        <FormattedMessage id="calendar.subscribe.heading" />
      </h2>
      <p>
        <FormattedMessage id="calendar.subscribe.intro" />
      </p>
      {feed.isError && !feed.data ? (
        <QueryError
          message={intl.formatMessage({ id: 'calendar.subscribe.error' })}
          onRetry={() => void feed.refetch()}
          retrying={feed.isFetching}
        />
      ) : !feed.data ? (
        <p className={styles.empty}>
          <FormattedMessage id="calendar.subscribe.loading" />
        </p>
      ) : (
        <>
          <label htmlFor={fieldId} className={styles.fieldLabel}>
            <FormattedMessage id="calendar.subscribe.field" />
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
              <FormattedMessage id="calendar.subscribe.copy" />
            </button>
          </div>
          <p className={styles.feedActions}>
            <a href={feed.data.webcal_url}>
              <FormattedMessage id="calendar.subscribe.open" />
            </a>
            <button
              ref={resetButton}
              type="button"
              className={styles.button}
              onClick={() => {
                reset.reset();
                setConfirming(true);
              }}
            >
              <FormattedMessage id="calendar.subscribe.reset" />
            </button>
          </p>
        </>
      )}
      <p role="status" className={styles.status}>
        {status === null ? '' : intl.formatMessage({ id: status })}
      </p>
      {confirming && (
        <ConfirmDialog
          title={intl.formatMessage({ id: 'calendar.subscribe.confirmTitle' })}
          confirmLabel={intl.formatMessage({ id: 'calendar.subscribe.reset' })}
          busy={reset.isPending}
          failure={
            reset.isError
              ? intl.formatMessage(
                  { id: 'calendar.subscribe.resetFailed' },
                  { reason: messageOf(reset.error) },
                )
              : null
          }
          returnFocus={resetButton}
          onConfirm={() => reset.mutate()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            <FormattedMessage id="calendar.subscribe.confirmText" />
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}

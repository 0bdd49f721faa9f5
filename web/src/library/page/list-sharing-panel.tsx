import type { ListDetails } from '@marquee/tmdb-types/account';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppBaseUrl } from '../../lib/base-url';
import { useMemberSettings } from '../../member/member-settings';
import { setListSharing } from '../../member/library-api';
import { shareLinkOf } from '../list-sharing';
import { failureReason, optimisticWrite } from '../../member/library-writes';
import { ShareLinkField } from './share-link-field';
import type { WriteMessagesState } from './write-messages';
import styles from './list-sharing.module.css';

/**
 * The list's Public switch and, while public, its link. The switch moves at once and back, with
 * the server's reason, if the server refuses. Making a list public gives it a new link; making
 * it private forgets the link for good.
 */
export function ListSharingPanel({
  uid,
  listId,
  list,
  queryKey,
  messages,
}: {
  uid: string;
  listId: number;
  list: ListDetails;
  queryKey: QueryKey;
  messages: WriteMessagesState;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  // What was asked, shown from the click on: the list comes from the cache through the page, which
  // hears of the change only a task later, and meanwhile React would put the switch back. Cleared
  // once the write is done, when the page has long shown the change, or puts it back on a refusal.
  const [asked, setAsked] = useState<boolean | null>(null);
  const hintId = useId();
  const baseUrl = useAppBaseUrl();

  async function share(isPublic: boolean) {
    messages.clear();
    setAsked(isPublic);
    try {
      await optimisticWrite<ListDetails>(queryClient, {
        uid,
        queryKey,
        // The new link's id comes with the answer.
        change: (data) => ({ ...data, public: isPublic, share_id: null }),
        write: async () => {
          const sharing = await setListSharing(listId, isPublic, { client: queryClient });
          queryClient.setQueryData<ListDetails>(
            queryKey,
            (data) => data && { ...data, ...sharing },
          );
        },
      });
    } catch (error) {
      messages.showFailure(
        intl.formatMessage(
          {
            id: isPublic ? 'library.sharing.makePublicFailed' : 'library.sharing.makePrivateFailed',
          },
          { list: list.name, reason: failureReason(error) },
        ),
      );
      return;
    } finally {
      setAsked(null);
    }
    messages.showDone(
      intl.formatMessage(
        { id: isPublic ? 'library.sharing.madePublic' : 'library.sharing.madePrivate' },
        { list: list.name },
      ),
    );
  }

  const shownPublic = asked ?? list.public;
  return (
    <section
      className={styles.sharing}
      aria-label={intl.formatMessage({ id: 'library.sharing.label' })}
    >
      <div className={styles.switchRow}>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            checked={shownPublic}
            disabled={asked !== null}
            aria-describedby={hintId}
            onChange={(event) => void share(event.target.checked)}
          />
          <span>
            <FormattedMessage id="library.sharing.public" />
          </span>
        </label>
        <p id={hintId} className={styles.hint}>
          <FormattedMessage
            id={shownPublic ? 'library.sharing.publicHint' : 'library.sharing.privateHint'}
          />
        </p>
      </div>
      {list.public && list.share_id !== null && (
        // A new link is a new field: "Copied" was about the old one.
        <ShareLinkField key={list.share_id} url={shareLinkOf(list.share_id, baseUrl)} />
      )}
      {list.public && <DisplayNameHint />}
    </section>
  );
}

/** How the shared page names the owner, when they have not chosen a name. */
function DisplayNameHint() {
  const { settings, isLoaded } = useMemberSettings();
  if (!isLoaded || settings.display_name !== null) return null;
  return (
    <p className={styles.hint}>
      <FormattedMessage
        id="library.sharing.displayNameHint"
        values={{ link: (chunks) => <Link to="/settings">{chunks}</Link> }}
      />
    </p>
  );
}

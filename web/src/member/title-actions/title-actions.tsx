import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../i18n/load-messages';
import { isOwnServer } from '../../lib/catalogue-client';
import { createList, type TitleKey, type TitleMark } from '../library-api';
import { LoginPrompt } from '../login-prompt';
import { ReadFailureAlert } from '../read-failure-alert';
import { useLibraryMember } from '../use-library-member';
import { memberListsQueryOptions } from '../use-member-lists';
import { useTitleStates } from '../use-title-states';
import { useTitleWriteFailure } from '../use-title-write-failure';
import { useTitleWrites } from '../use-title-writes';
import { AddToListMenu } from './add-to-list-menu';
import { LogWatch } from './log-watch';
import { NewListDialog, NewListError } from './new-list-dialog';
import { RatingControl } from './rating-control';
import { BookmarkIcon, HeartIcon } from './title-icons';
import { WatchedSummary } from './watched-summary';
import { WriteFailureAlert } from './write-failure-alert';
import styles from './title-actions.module.css';

export interface TitleActionsProps {
  title: TitleKey;
  /** The title's name, for messages ("Could not add Fight Club to your watchlist…"). */
  name: string;
}

/**
 * What a member can do with a title: Watchlist, Favourite, a rating, a watch, lists. Somebody
 * logged out is offered to log in; a deployment without our server (no libraries) shows nothing.
 */
export function TitleActions({ title, name }: TitleActionsProps) {
  const intl = useIntl();
  const uid = useLibraryMember();
  if (!isOwnServer()) return null;
  if (uid === null)
    return <LoginPrompt>{intl.formatMessage({ id: 'member.titleActions.logIn' })}</LoginPrompt>;
  return <MemberTitleActions title={title} name={name} />;
}

const markLabels: Record<TitleMark, MessageId> = {
  watchlist: 'member.titleActions.watchlist',
  favorite: 'member.titleActions.favourite',
};
// The keys that press them (shortcuts/page-shortcuts.ts), said to assistive technology too.
const markKeys: Record<TitleMark, string> = { watchlist: 'w', favorite: 'f' };
const markIcons: Record<TitleMark, typeof BookmarkIcon> = {
  watchlist: BookmarkIcon,
  favorite: HeartIcon,
};

function MemberTitleActions({ title, name }: TitleActionsProps) {
  const intl = useIntl();
  const { data: states, error, isError, refetch, isFetching } = useTitleStates(title);
  const writes = useTitleWrites(title);
  // Its own observer, so its `onSettled` is not taken over by a toggle's write.
  const ratingWrites = useTitleWrites(title);
  const failure = useTitleWriteFailure(title, name);
  const queryClient = useQueryClient();
  const uid = useLibraryMember();
  const [newListReturn, setNewListReturn] = useState<{ current: HTMLElement | null } | null>(null);
  const ready = states !== undefined;

  async function createListWithTitle(listName: string) {
    let listId: number;
    try {
      ({ list_id: listId } = await createList({ name: listName }, { client: queryClient }));
    } catch (cause) {
      throw new NewListError('create', cause);
    }
    // The menu reopens on the lists as they are now, the new one first, not on those it showed.
    await queryClient.prefetchQuery({ ...memberListsQueryOptions(uid ?? '', 1), staleTime: 0 });
    try {
      await writes.mutateAsync({
        kind: 'list',
        list: { id: listId, name: listName },
        on: true,
        fromForm: true,
      });
    } catch (cause) {
      throw new NewListError('add', cause);
    }
  }

  return (
    <div
      role="group"
      aria-label={intl.formatMessage({ id: 'member.titleActions.label' })}
      className={styles.actions}
    >
      {isError && !states && (
        <ReadFailureAlert
          what="library"
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      )}
      <div className={styles.buttons}>
        {(['watchlist', 'favorite'] as const).map((mark) => {
          const Icon = markIcons[mark];
          const on = states?.[mark] ?? false;
          return (
            <button
              key={mark}
              type="button"
              className={styles.toggle}
              aria-pressed={on}
              aria-keyshortcuts={markKeys[mark]}
              disabled={!ready}
              onClick={() => writes.mutate({ kind: 'mark', mark, on: !on })}
            >
              <Icon className={styles.icon} />
              <FormattedMessage id={markLabels[mark]} />
            </button>
          );
        })}
        <AddToListMenu
          states={states}
          disabled={!ready}
          onToggle={(list, on) => writes.mutate({ kind: 'list', list, on })}
          onNewList={(button) => setNewListReturn({ current: button })}
        />
        <LogWatch
          name={name}
          disabled={!ready}
          onSave={(entry) => writes.mutateAsync({ kind: 'watch', entry })}
        />
      </div>
      <RatingControl
        keyShortcut="r"
        stored={states?.rated ? states.rated.value : 0}
        disabled={!ready}
        onRate={(value, done) =>
          ratingWrites.mutate({ kind: 'rating', value }, { onSettled: done })
        }
      />
      <WatchedSummary title={title} watched={states?.watched ?? 0} />
      {failure && <WriteFailureAlert failure={failure} />}
      {newListReturn && (
        <NewListDialog
          name={name}
          onCreate={createListWithTitle}
          onClose={() => setNewListReturn(null)}
          returnFocusTo={newListReturn}
        />
      )}
    </div>
  );
}

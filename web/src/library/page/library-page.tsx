import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useAuth } from '../../auth/auth-context';
import { isOwnServer } from '../../lib/catalogue-client';
import { NotFound } from '../../ui/not-found';
import { useDocumentTitle } from '../../ui/use-document-title';
import { parseLibraryAddress, type LibraryAddress, type LibraryTabName } from './library-address';
import { DiaryTab } from './diary-tab';
import { EpisodesTab } from './episodes-tab';
import { LibraryTabs } from './library-tabs';
import { ListTab } from './list-tab';
import { ListsTab } from './lists-tab';
import { ShelfTab } from './shelf-tab';
import styles from './library-page.module.css';

/** /library: the member's watchlist, diary, episodes, ratings, favourites and lists, a tab each. */
export function LibraryPage() {
  const address = parseLibraryAddress(useParams());
  const { user } = useAuth();
  const id = useId();
  if (!address) return <NotFound />;
  const tabId = (name: LibraryTabName) => `${id}-tab-${name}`;
  const panelId = `${id}-panel`;
  return (
    <div className={styles.library}>
      <h1>
        <FormattedMessage id="library.title" />
      </h1>
      <LibraryTabs current={address.tab} tabId={tabId} panelId={panelId} />
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(address.tab)}
        className={styles.panel}
      >
        {!isOwnServer() ? (
          <NoLibrary />
        ) : (
          // RequireAuth lets only members in; the key starts each tab afresh.
          user && (
            <LibraryTab
              key={address.tab === 'lists' ? `lists-${address.listId ?? ''}` : address.tab}
              uid={user.uid}
              address={address}
            />
          )
        )}
      </div>
    </div>
  );
}

function LibraryTab({ uid, address }: { uid: string; address: LibraryAddress }) {
  switch (address.tab) {
    case 'watched':
      return <DiaryTab uid={uid} />;
    case 'episodes':
      return <EpisodesTab uid={uid} />;
    case 'lists':
      return address.listId === undefined ? (
        <ListsTab uid={uid} />
      ) : (
        <ListTab uid={uid} listId={address.listId} />
      );
    default:
      return <ShelfTab uid={uid} tab={address.tab} />;
  }
}

/** A static deployment pointed straight at TMDB has no server of ours to keep a library. */
function NoLibrary() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'library.title' }));
  return (
    <p className={styles.empty}>
      <FormattedMessage id="library.noLibrary" />
    </p>
  );
}

import { useRef, useState } from 'react';
import { FormNotice } from '../ui/form-alert';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DeleteDataDialog } from './delete-data-dialog';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

/** Leaving: the member's data, or the account with it, each behind a question. */
export function DeleteSection({ uid }: { uid: string }) {
  const [asking, setAsking] = useState<'data' | 'account' | null>(null);
  const [deleted, setDeleted] = useState(false);
  const dataButton = useRef<HTMLButtonElement>(null);
  const accountButton = useRef<HTMLButtonElement>(null);

  function ask(what: 'data' | 'account') {
    setDeleted(false);
    setAsking(what);
  }

  return (
    <SettingsSection title="Delete">
      <p className={styles.hint}>
        Delete my data empties your library: watchlist, ratings, diary, favourites, lists and
        settings. Delete my account does that and deletes your account too.
      </p>
      <div className={styles.actions}>
        <button
          ref={dataButton}
          type="button"
          className={styles.dangerButton}
          onClick={() => ask('data')}
        >
          Delete my data
        </button>
        <button
          ref={accountButton}
          type="button"
          className={styles.dangerButton}
          onClick={() => ask('account')}
        >
          Delete my account
        </button>
      </div>
      {deleted && <FormNotice>Your data was deleted. Your account is still here.</FormNotice>}
      {asking === 'data' && (
        <DeleteDataDialog
          uid={uid}
          returnFocus={dataButton}
          onCancel={() => setAsking(null)}
          onDeleted={() => {
            setAsking(null);
            setDeleted(true);
          }}
        />
      )}
      {asking === 'account' && (
        <DeleteAccountDialog
          uid={uid}
          returnFocus={accountButton}
          onCancel={() => setAsking(null)}
        />
      )}
    </SettingsSection>
  );
}

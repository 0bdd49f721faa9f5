import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormNotice } from '../ui/form-alert';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DeleteDataDialog } from './delete-data-dialog';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

/** Leaving: the member's data, or the account with it, each behind a question. */
export function DeleteSection({ uid }: { uid: string }) {
  const intl = useIntl();
  const [asking, setAsking] = useState<'data' | 'account' | null>(null);
  const [deleted, setDeleted] = useState(false);
  const dataButton = useRef<HTMLButtonElement>(null);
  const accountButton = useRef<HTMLButtonElement>(null);

  function ask(what: 'data' | 'account') {
    setDeleted(false);
    setAsking(what);
  }

  return (
    <SettingsSection title={intl.formatMessage({ id: 'settings.delete.title' })}>
      <p className={styles.hint}>
        <FormattedMessage id="settings.delete.hint" />
      </p>
      <div className={styles.actions}>
        <button
          ref={dataButton}
          type="button"
          className={styles.dangerButton}
          onClick={() => ask('data')}
        >
          <FormattedMessage id="settings.delete.data.button" />
        </button>
        <button
          ref={accountButton}
          type="button"
          className={styles.dangerButton}
          onClick={() => ask('account')}
        >
          <FormattedMessage id="settings.delete.account.button" />
        </button>
      </div>
      {deleted && (
        <FormNotice>
          <FormattedMessage id="settings.delete.data.done" />
        </FormNotice>
      )}
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

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/auth-context';
import { deleteSignedInUser, reauthenticate } from '../auth/firebase-auth';
import { firebaseErrorExplanation } from '../auth/firebase-error-message';
import type { Message } from '../i18n/message';
import type { LoginRedirectState } from '../auth/require-auth';
import { ConfirmDialog } from '../ui/confirm-dialog';
import formStyles from '../ui/form.module.css';
import { ExportFirst } from './export-first';
import { failureReason } from '../lib/failure-reason';
import { LibraryTotalsList } from './library-totals-list';
import { deleteLibrary } from './transfer-api';
import { useExportDownload } from './use-export-download';
import { useLibraryTotals } from './use-library-totals';

export interface DeleteAccountDialogProps {
  uid: string;
  returnFocus: RefObject<HTMLElement | null>;
  onCancel(): void;
}

/**
 * "Delete my account": the password again (Firebase deletes only after a recent sign-in), then
 * the data, then the account, then the login page. A wrong password deletes nothing.
 */
export function DeleteAccountDialog({ uid, returnFocus, onCancel }: DeleteAccountDialogProps) {
  const intl = useIntl();
  const totals = useLibraryTotals(uid);
  const exporter = useExportDownload();
  const { user, logout } = useAuth();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const passwordId = useId();
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Called when the page goes: the route guard takes it away once the session has ended.
  const onLeave = useRef<(() => void) | null>(null);
  useEffect(() => () => onLeave.current?.(), []);

  const explained = ({ id, values }: Message) => intl.formatMessage({ id }, values);

  async function confirm() {
    if (password === '') {
      setFailure(intl.formatMessage({ id: 'settings.delete.account.passwordMissing' }));
      return;
    }
    setBusy(true);
    setFailure(null);
    function stop(message: string) {
      setFailure(message);
      setBusy(false);
    }
    try {
      await reauthenticate(password);
    } catch (error) {
      stop(explained(firebaseErrorExplanation(error)));
      return;
    }
    try {
      await deleteLibrary(uid, queryClient);
    } catch (error) {
      stop(
        intl.formatMessage(
          { id: 'settings.delete.account.dataFailed' },
          { reason: failureReason(error) },
        ),
      );
      return;
    }
    const left = new Promise<void>((resolve) => {
      onLeave.current = resolve;
    });
    try {
      await deleteSignedInUser();
    } catch (error) {
      onLeave.current = null;
      stop(
        intl.formatMessage(
          { id: 'settings.delete.account.accountFailed' },
          { reason: explained(firebaseErrorExplanation(error)) },
        ),
      );
      return;
    }
    // The SDK ends the session of a deleted user by itself, and the route guard then sends the
    // page to /login without a word, whenever React renders it. So: end it, wait for the guard,
    // and only then go to /login with the notice, the last navigation of all.
    await logout();
    await left;
    const state: LoginRedirectState = {
      notice: intl.formatMessage({ id: 'settings.delete.account.deleted' }),
    };
    await navigate('/login', { replace: true, state });
  }

  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'settings.delete.account.title' })}
      confirmLabel={intl.formatMessage({ id: 'settings.delete.account.button' })}
      busy={busy}
      failure={failure ?? exporter.failure}
      returnFocus={returnFocus}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        {user?.email ? (
          <FormattedMessage
            id="settings.delete.account.whatGoesWithEmail"
            values={{ email: user.email }}
          />
        ) : (
          <FormattedMessage id="settings.delete.account.whatGoes" />
        )}
      </p>
      <LibraryTotalsList totals={totals} />
      <ExportFirst exporter={exporter} disabled={busy} />
      <div className={formStyles.field}>
        <label htmlFor={passwordId}>
          <FormattedMessage id="settings.delete.account.password" />
        </label>
        <input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={(event) => setPassword(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void confirm();
            }
          }}
        />
      </div>
    </ConfirmDialog>
  );
}

import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormAlert, FormNotice } from '../ui/form-alert';
import { useHydrated } from '../ui/use-hydrated';
import { useDocumentTitle } from '../ui/use-document-title';
import { useAuth } from '../auth/auth-context';
import { firebaseErrorExplanation } from '../auth/firebase-error-message';
import type { LoginRedirectState } from '../auth/require-auth';
import type { MessageId } from '../i18n/load-messages';
import type { Message } from '../i18n/message';
import styles from './auth-form.module.css';
import formStyles from '../ui/form.module.css';

interface LoginValues {
  email: string;
  password: string;
}

/** Where to go after logging in: back to the protected page that sent us here, else home. */
function returnPath(state: LoginRedirectState | null): string {
  const from = state?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login')
    ? from
    : '/';
}

export function LoginPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'signIn.login.title' }));
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginRedirectState | null;
  const [providerError, setProviderError] = useState<Message | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const hydrated = useHydrated();
  const notice = state?.notice;

  async function onSubmit({ email, password }: LoginValues) {
    setProviderError(null);
    try {
      await login(email.trim(), password);
    } catch (error) {
      console.error('Login failed:', error);
      setProviderError(firebaseErrorExplanation(error));
      return;
    }
    await navigate(returnPath(state), { replace: true });
  }

  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="signIn.login.title" />
      </h1>
      {/* The notice lives in the browser's history, which a page rendered on the server cannot
          see (a reload keeps it): it shows once the scripts have taken the page over. */}
      {hydrated && notice && !providerError && (
        <FormNotice>
          {Object.hasOwn(intl.messages, notice) ? (
            <FormattedMessage id={notice as MessageId} />
          ) : (
            notice
          )}
        </FormNotice>
      )}
      {providerError && (
        <FormAlert>
          <FormattedMessage id={providerError.id} values={providerError.values} />
        </FormAlert>
      )}
      <form
        className={formStyles.form}
        // Sent before the scripts run, the form posts (the server answers with the page again):
        // a GET would put the password in the address.
        method="post"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        aria-busy={isSubmitting}
      >
        <div className={formStyles.field}>
          <label htmlFor="login-email">
            <FormattedMessage id="signIn.login.email" />
          </label>
          <input id="login-email" type="email" autoComplete="email" {...register('email')} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="login-password">
            <FormattedMessage id="signIn.login.password" />
          </label>
          <input
            id="login-password"
            type="password"
            autoComplete="current-password"
            {...register('password')}
          />
        </div>
        {/* Off until the scripts have taken the page over: pressed before, the form would be
            sent by the browser itself, and what was typed lost. */}
        <button type="submit" className={styles.submit} disabled={isSubmitting || !hydrated}>
          {isSubmitting ? <span aria-hidden="true" className={styles.spinner} /> : null}
          <FormattedMessage id="signIn.login.submit" />
        </button>
      </form>
      <p className={styles.switch}>
        <FormattedMessage
          id="signIn.login.switch"
          values={{ link: (chunks) => <Link to="/register">{chunks}</Link> }}
        />
      </p>
    </div>
  );
}

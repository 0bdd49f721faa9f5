import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { FormAlert, FormNotice } from '../ui/form-alert';
import { useHydrated } from '../ui/use-hydrated';
import { useDocumentTitle } from '../ui/use-document-title';
import { useAuth } from '../auth/auth-context';
import { firebaseErrorMessage } from '../auth/firebase-error-message';
import type { LoginRedirectState } from '../auth/require-auth';
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
  useDocumentTitle('Login');
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as LoginRedirectState | null;
  const [providerError, setProviderError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
  } = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const hydrated = useHydrated();

  async function onSubmit({ email, password }: LoginValues) {
    setProviderError(null);
    try {
      await login(email.trim(), password);
    } catch (error) {
      console.error('Login failed:', error);
      setProviderError(firebaseErrorMessage(error));
      return;
    }
    await navigate(returnPath(state), { replace: true });
  }

  return (
    <div className={styles.page}>
      <h1>Login</h1>
      {/* The notice lives in the browser's history, which a page rendered on the server cannot
          see (a reload keeps it): it shows once the scripts have taken the page over. */}
      {hydrated && state?.notice && !providerError && <FormNotice>{state.notice}</FormNotice>}
      {providerError && <FormAlert>{providerError}</FormAlert>}
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
          <label htmlFor="login-email">Email</label>
          <input id="login-email" type="email" autoComplete="email" {...register('email')} />
        </div>
        <div className={formStyles.field}>
          <label htmlFor="login-password">Password</label>
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
          Login
        </button>
      </form>
      <p className={styles.switch}>
        New here? <Link to="/register">Create an account</Link>
      </p>
    </div>
  );
}

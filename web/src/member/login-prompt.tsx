import { Link, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from '../auth/require-auth';
import styles from './login-prompt.module.css';

/** What a visitor is offered where a member has controls: a way in that brings them back here. */
export function LoginPrompt({ children }: { children: string }) {
  const location = useLocation();
  const state: LoginRedirectState = {
    from: `${location.pathname}${location.search}${location.hash}`,
  };
  return (
    <p className={styles.login}>
      <Link to="/login" state={state} className={styles.loginLink}>
        {children}
      </Link>
    </p>
  );
}

import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from './auth-context';
import { usableSessionUser } from './session-token';

export interface LoginRedirectState {
  from?: string;
  /**
   * Why the visitor was sent to log in, said above the form: a message id; text (from a caller
   * not yet in the page's language) shows as it is.
   */
  notice?: string;
}

/** Lets logged-in users through; anyone else goes to /login, which brings them back afterwards. */
export function RequireAuth() {
  const { token, discardToken } = useAuth();
  const location = useLocation();
  const usable = usableSessionUser(token) !== null;

  useEffect(() => {
    if (token !== null && !usable) discardToken();
  }, [token, usable, discardToken]);

  if (!usable) {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    return <Navigate to="/login" replace state={state} />;
  }
  return <Outlet />;
}

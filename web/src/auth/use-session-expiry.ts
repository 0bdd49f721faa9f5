import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { isSessionExpired } from '../lib/catalogue-client';
import { useAuth } from './auth-context';
import type { LoginRedirectState } from './require-auth';

const sessionExpiredNotice: MessageId = 'auth.sessionExpired';

/**
 * When our server refuses the member's token even after a refresh, the session is over: send the
 * user to /login, which says why and brings them back afterwards, and log out there.
 */
export function useSessionExpiry(): void {
  const queryClient = useQueryClient();
  const { logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  here.current = `${location.pathname}${location.search}${location.hash}`;
  const expiring = useRef(false);
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    const cache = queryClient.getQueryCache();
    function expire() {
      if (expiring.current) return;
      expiring.current = true;
      setExpired(true);
      const state: LoginRedirectState = { from: here.current, notice: sessionExpiredNotice };
      void navigate('/login', { replace: true, state });
    }
    // A route loader may have started the request before this component mounted.
    if (cache.getAll().some((query) => isSessionExpired(query.state.error))) expire();
    return cache.subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'error' &&
        isSessionExpired(event.action.error)
      ) {
        expire();
      }
    });
  }, [queryClient, navigate]);

  const onLoginPage = location.pathname === '/login';
  useEffect(() => {
    // Only once /login is on screen: dropping the token earlier lets the route guard redirect
    // first, without the explanation.
    if (!expired || !onLoginPage) return;
    expiring.current = false;
    setExpired(false);
    // Refused answers must not end the next session too; they are fetched again after login.
    queryClient.removeQueries({ predicate: (query) => isSessionExpired(query.state.error) });
    void logout();
  }, [expired, onLoginPage, queryClient, logout]);
}

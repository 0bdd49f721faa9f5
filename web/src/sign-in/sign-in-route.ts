import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk';
import { pageRoute, type RouteContext } from '../lib/page-route';

/** For anybody: /login and /register. */
export function signInRoutes(context: RouteContext): RouteObject[] {
  return [
    {
      path: 'login',
      ...pageRoute(context, { chunk: 'login-page' }, async () => {
        const { LoginPage } = await loadChunk('login-page', () => import('./login-page'));
        return { Component: LoginPage };
      }),
    },
    {
      path: 'register',
      ...pageRoute(context, { chunk: 'register-page' }, async () => {
        const { RegisterPage } = await loadChunk('register-page', () => import('./register-page'));
        return { Component: RegisterPage };
      }),
    },
  ];
}

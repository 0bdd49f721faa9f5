import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { registerAccount, signIn } from '../auth/firebase-auth';
import type { LoginRedirectState } from '../auth/require-auth';
import { expectConsoleError } from '../test/console';
import { inLanguage } from '../test/english-intl';
import { createTestQueryClient, expectDocumentTitle, Providers } from '../test/utils';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';

/** The sign-in pages alone, at `path`, in the language a page speaks. */
async function renderIn(
  language: Parameters<typeof inLanguage>[0],
  path: string,
  state?: LoginRedirectState,
) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
    ],
    { initialEntries: [{ pathname: path, state }] },
  );
  render(
    <Providers queryClient={createTestQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
    { wrapper: await inLanguage(language) },
  );
  return router;
}

describe('the sign-in pages in another language', () => {
  it('shows the login form and the provider’s refusal in French', async () => {
    vi.mocked(signIn).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), {
        code: 'auth/invalid-credential',
      }),
    );
    expectConsoleError(/Login failed: .*auth\/invalid-credential/);
    await renderIn('fr', '/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    await expectDocumentTitle('Connexion · Marquee');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'ada@example.com');
    await user.type(screen.getByLabelText('Mot de passe'), 'wrong');
    const submit = screen.getByRole('button', { name: 'Se connecter' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'L’adresse e-mail ou le mot de passe est incorrect.',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/register',
    );
  });

  it('passes on the provider’s own words when it has no explanation for them', async () => {
    vi.mocked(signIn).mockRejectedValue(new Error('Firebase: Exceeded quota.'));
    expectConsoleError(/Login failed: .*Exceeded quota/);
    await renderIn('de', '/login');
    const user = userEvent.setup();
    const submit = await screen.findByRole('button', { name: 'Anmelden' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Exceeded quota.');
  });

  it('says why the visitor was sent to log in, in Arabic', async () => {
    await renderIn('ar', '/login', { from: '/movies', notice: 'auth.sessionExpired' });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'انتهت صلاحية جلستك. يُرجى تسجيل الدخول مجددًا.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'تسجيل الدخول' })).toBeInTheDocument();
  });

  it('shows the registration form’s rule messages in German, every one together', async () => {
    await renderIn('de', '/register');
    await screen.findByRole('heading', { level: 1, name: 'Registrieren' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Benutzername'), 'ab');
    await user.type(screen.getByLabelText('Geburtsdatum'), '2010-01-01');
    await user.type(screen.getByLabelText('E-Mail'), 'a@com');
    await user.type(screen.getByLabelText('Passwort'), 'abcd');
    await user.type(screen.getByLabelText('Passwort bestätigen'), 'x');
    const submit = screen.getByRole('button', { name: 'Absenden' });
    await waitFor(() => expect(submit).toBeEnabled());
    await user.click(submit);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Der Benutzername muss aus 3 bis 30 Buchstaben oder Ziffern bestehen',
      'Das Jahr muss vor 2010 liegen',
      'Die E-Mail-Adresse muss gültig sein und auf .com oder .net enden',
      'Das Passwort muss aus 5 bis 20 Buchstaben oder Ziffern bestehen',
      'Die Passwörter stimmen nicht überein',
    ]);
    expect(registerAccount).not.toHaveBeenCalled();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../test/console';
import { renderApp } from '../test/utils';
import { registerAccount } from '../auth/firebase-auth';

const valid = {
  Username: 'ada1815',
  'Date of birth': '1990-05-17',
  Email: 'ada@example.com',
  Password: 'secret123',
  'Confirm password': 'secret123',
};

type Values = typeof valid;

async function fillAndSubmit(overrides: Partial<Values> = {}) {
  const user = userEvent.setup();
  const view = renderApp('/register');
  await screen.findByRole('heading', { level: 1, name: 'Register' });
  const values = { ...valid, ...overrides };
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (value !== '') await user.type(input, value);
  }
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  return view;
}

function alertFor(label: string) {
  const input = screen.getByLabelText(label);
  const id = input.getAttribute('aria-describedby');
  return id ? document.getElementById(id) : null;
}

async function expectFieldError(label: string, message: string) {
  await waitFor(() => expect(alertFor(label)).toHaveTextContent(message));
  expect(alertFor(label)).toHaveAttribute('role', 'alert');
  expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
  expect(registerAccount).not.toHaveBeenCalled();
}

/**
 * Holds the provider's answer back, so the form stays on screen to be checked after it passed
 * validation; `finish()` answers, and a successful registration then leaves for /login.
 */
function holdRegistration() {
  let finish: () => void = () => undefined;
  vi.mocked(registerAccount).mockReturnValue(
    new Promise<void>((resolve) => {
      finish = resolve;
    }),
  );
  return { finish: () => finish() };
}

/** The form went to the provider with no field error, and success went on to /login. */
async function expectAccepted(
  label: string,
  view: Awaited<ReturnType<typeof fillAndSubmit>>,
  registration: ReturnType<typeof holdRegistration>,
) {
  await waitFor(() => expect(registerAccount).toHaveBeenCalledTimes(1));
  expect(alertFor(label)).toBeNull();
  expect(screen.getByLabelText(label)).not.toHaveAttribute('aria-invalid', 'true');
  expect(screen.queryAllByRole('alert')).toEqual([]);
  registration.finish();
  await screen.findByRole('heading', { level: 1, name: 'Login' });
  expect(view.router.state.location.pathname).toBe('/login');
}

describe('RegisterPage', () => {
  beforeEach(() => {
    vi.mocked(registerAccount).mockResolvedValue(undefined);
  });

  it('shows every field error together when the form is submitted empty', async () => {
    await fillAndSubmit({
      Username: '',
      'Date of birth': '',
      Email: '',
      Password: '',
      'Confirm password': '',
    });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'username is required',
      'date of birth is required',
      'email is required',
      'password is required',
      'confirmation password is required',
    ]);
    expect(registerAccount).not.toHaveBeenCalled();
  });

  it('shows errors of different fields at once', async () => {
    await fillAndSubmit({
      Username: 'ab',
      'Date of birth': '2010-01-01',
      Email: 'a@com',
      Password: 'abcd',
      'Confirm password': 'x',
    });
    await expectFieldError('Username', 'username must be 3 to 30 letters or digits');
    await expectFieldError('Date of birth', 'year must be less than 2010');
    await expectFieldError('Email', 'email must be a valid address ending in .com or .net');
    await expectFieldError(
      'Password',
      'password must be more than 5 characters and less than 20 characters',
    );
    await expectFieldError('Confirm password', "password doesn't match");
    expect(screen.getAllByRole('alert')).toHaveLength(5);
  });

  it.each([
    ['ab', false],
    ['abc', true],
    ['a'.repeat(30), true],
    ['a'.repeat(31), false],
    ['ada_1', false],
  ])(
    'accepts username %j only when it is 3 to 30 letters or digits (ok: %s)',
    async (userName, ok) => {
      const registration = holdRegistration();
      const view = await fillAndSubmit({ Username: userName });
      if (ok) await expectAccepted('Username', view, registration);
      else await expectFieldError('Username', 'username must be 3 to 30 letters or digits');
    },
  );

  it.each([
    ['2009-12-31', true],
    ['2010-01-01', false],
  ])('accepts date of birth %s only before 2010 (ok: %s)', async (date, ok) => {
    const registration = holdRegistration();
    const view = await fillAndSubmit({ 'Date of birth': date });
    if (ok) await expectAccepted('Date of birth', view, registration);
    else await expectFieldError('Date of birth', 'year must be less than 2010');
  });

  it.each([
    ['a@b.com', true],
    ['someone@mail.example.net', true],
    ['a@b.org', false],
    ['a@com', false],
    ['not-an-email', false],
  ])('accepts email %s only with a .com or .net domain (ok: %s)', async (email, ok) => {
    const registration = holdRegistration();
    const view = await fillAndSubmit({ Email: email });
    if (ok) await expectAccepted('Email', view, registration);
    else await expectFieldError('Email', 'email must be a valid address ending in .com or .net');
  });

  it.each([
    ['abcd', false],
    ['abcde', true],
    ['a'.repeat(20), true],
    ['a'.repeat(21), false],
    ['abc de', false],
  ])(
    'accepts password %j only when it is 5 to 20 letters or digits (ok: %s)',
    async (password, ok) => {
      const registration = holdRegistration();
      const view = await fillAndSubmit({ Password: password, 'Confirm password': password });
      if (ok) await expectAccepted('Password', view, registration);
      else
        await expectFieldError(
          'Password',
          'password must be more than 5 characters and less than 20 characters',
        );
    },
  );

  it('says when the confirmation does not match', async () => {
    await fillAndSubmit({ 'Confirm password': 'secret124' });
    await expectFieldError('Confirm password', "password doesn't match");
  });

  it('says when the confirmation is missing', async () => {
    await fillAndSubmit({ 'Confirm password': '' });
    await expectFieldError('Confirm password', 'confirmation password is required');
  });

  it('creates the account and goes to the login page with a notice', async () => {
    await fillAndSubmit();
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(registerAccount).toHaveBeenCalledWith('ada@example.com', 'secret123', 'ada1815');
    expect(screen.getByRole('status')).toHaveTextContent('Account created, please log in.');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("shows the provider's refusal above the form and keeps what was typed", async () => {
    vi.mocked(registerAccount).mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/weak-password).'), {
        code: 'auth/weak-password',
      }),
    );
    expectConsoleError(/Registration failed: .*auth\/weak-password/);
    await fillAndSubmit({ Password: 'abcde', 'Confirm password': 'abcde' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/too weak/);
    expect(screen.getByLabelText('Username')).toHaveValue('ada1815');
    expect(screen.getByLabelText('Password')).toHaveValue('abcde');
    expect(within(document.body).getByRole('heading', { level: 1 })).toHaveTextContent('Register');
  });
});

import { useState, type MouseEvent } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, ScrollRestoration, useNavigate } from 'react-router-dom';
import { useAuth } from './auth/auth-context';
import { useSessionExpiry } from './auth/use-session-expiry';
import { isOwnServer } from './lib/catalogue-client';
import { SearchCombobox } from './search/search-combobox';
import { ShortcutsDialog } from './shortcuts/shortcuts-dialog';
import { useKeyboardShortcuts } from './shortcuts/use-keyboard-shortcuts';
import { LanguagePicker } from './ui/language-picker';
import { Navbar } from './ui/navbar';

/**
 * Header with the navigation bar, then the page; composes auth with the shared navbar, and the
 * keyboard shortcuts with their dialog.
 */
export function AppShell() {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const [loggingOut, setLoggingOut] = useState(false);
  const shortcuts = useKeyboardShortcuts();
  useSessionExpiry();

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logout();
    } finally {
      setLoggingOut(false);
    }
    await navigate('/login');
  }

  return (
    <>
      <a href="#main" className="skip-link" onClick={skipToMain}>
        <FormattedMessage id="app.skipToMain" />
      </a>
      <header className="site-header">
        <Navbar
          loggedIn={user !== null}
          hasLibrary={isOwnServer()}
          onLogout={() => void handleLogout()}
          loggingOut={loggingOut}
          search={<SearchCombobox />}
        />
      </header>
      <main id="main" tabIndex={-1} className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <LanguagePicker />
      </footer>
      {shortcuts.helpOpen && <ShortcutsDialog onClose={shortcuts.closeHelp} />}
      {/* New pages start at the top (person → title → person); back and forward restore. */}
      <ScrollRestoration />
    </>
  );
}

// With <base href> set, "#main" would resolve against the base path and leave the page.
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

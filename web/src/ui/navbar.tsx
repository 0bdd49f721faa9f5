import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import styles from './navbar.module.css';

export interface NavbarProps {
  loggedIn: boolean;
  /** Whether this deployment keeps libraries: not one that reads TMDB directly. */
  hasLibrary: boolean;
  onLogout(): void;
  loggingOut?: boolean;
  /** The search box, composed by the app shell so the navbar stays free of features. */
  search?: ReactNode;
}

interface NavbarLink {
  to: string;
  label: MessageId;
  end?: true;
}

const privateLinks: readonly NavbarLink[] = [
  { to: '/', label: 'nav.home', end: true },
  { to: '/movies', label: 'nav.movies' },
  { to: '/people', label: 'nav.people' },
  { to: '/tv', label: 'nav.tv' },
];

// Kept by our own server, for members only.
const libraryLinks: readonly NavbarLink[] = [
  { to: '/up-next', label: 'nav.upNext' },
  { to: '/calendar', label: 'nav.calendar' },
  { to: '/library', label: 'nav.library' },
  { to: '/settings', label: 'nav.settings' },
];

function linkClass({ isActive }: { isActive: boolean }): string {
  return isActive ? `${styles.link} ${styles.active}` : `${styles.link}`;
}

export function Navbar({
  loggedIn,
  hasLibrary,
  onLogout,
  loggingOut = false,
  search,
}: NavbarProps) {
  const intl = useIntl();
  const links = hasLibrary ? [...privateLinks, ...libraryLinks] : privateLinks;
  return (
    <nav aria-label={intl.formatMessage({ id: 'nav.label' })} className={styles.navbar}>
      <Link to="/" className={styles.brand}>
        <FormattedMessage id="nav.brand" />
      </Link>
      <ul className={styles.links}>
        {loggedIn ? (
          <>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.end === true} className={linkClass}>
                  <FormattedMessage id={link.label} />
                </NavLink>
              </li>
            ))}
            <li>
              <button
                type="button"
                className={styles.logout}
                onClick={onLogout}
                disabled={loggingOut}
                aria-busy={loggingOut}
              >
                <FormattedMessage id="nav.logout" />
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink to="/login" className={linkClass}>
                <FormattedMessage id="nav.login" />
              </NavLink>
            </li>
            <li>
              <NavLink to="/register" className={linkClass}>
                <FormattedMessage id="nav.register" />
              </NavLink>
            </li>
          </>
        )}
      </ul>
      {search}
    </nav>
  );
}

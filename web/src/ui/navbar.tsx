import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
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

const privateLinks = [
  { to: '/', label: 'Home', end: true },
  { to: '/movies', label: 'Movies' },
  { to: '/people', label: 'People' },
  { to: '/tv', label: 'Tv' },
] as const;

// Kept by our own server, for members only.
const libraryLinks = [
  { to: '/up-next', label: 'Up next' },
  { to: '/calendar', label: 'Calendar' },
  { to: '/library', label: 'Library' },
  { to: '/settings', label: 'Settings' },
] as const;

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
  const links = hasLibrary ? [...privateLinks, ...libraryLinks] : privateLinks;
  return (
    <nav aria-label="Main" className={styles.navbar}>
      <Link to="/" className={styles.brand}>
        Marquee
      </Link>
      <ul className={styles.links}>
        {loggedIn ? (
          <>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={'end' in link} className={linkClass}>
                  {link.label}
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
                Logout
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <NavLink to="/login" className={linkClass}>
                Login
              </NavLink>
            </li>
            <li>
              <NavLink to="/register" className={linkClass}>
                Register
              </NavLink>
            </li>
          </>
        )}
      </ul>
      {search}
    </nav>
  );
}

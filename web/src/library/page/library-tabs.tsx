import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { libraryPath, libraryTabs, type LibraryTabName } from './library-address';
import styles from './library-page.module.css';
import tabStyles from '../../ui/tabs.module.css';

const keySteps: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/**
 * The library's sections as tabs that are links: each has an address, so a tab opens in a new
 * browser tab too. Arrow keys, Home and End move between them as in any tab list.
 */
export function LibraryTabs({
  current,
  tabId,
  panelId,
}: {
  current: LibraryTabName;
  tabId(name: LibraryTabName): string;
  panelId: string;
}) {
  const navigate = useNavigate();
  const links = useRef<Array<HTMLAnchorElement | null>>([]);

  function handleKey(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = keySteps[event.key];
    const next = step ? libraryTabs[step(index, libraryTabs.length - 1)] : undefined;
    if (!step || !next) return;
    event.preventDefault();
    links.current[libraryTabs.indexOf(next)]?.focus();
    void navigate(libraryPath(next.name));
  }

  return (
    <div role="tablist" aria-label="Library" className={tabStyles.tabs}>
      {libraryTabs.map((tab, index) => (
        <Link
          key={tab.name}
          ref={(element) => {
            links.current[index] = element;
          }}
          id={tabId(tab.name)}
          to={libraryPath(tab.name)}
          role="tab"
          aria-selected={tab.name === current}
          aria-controls={panelId}
          tabIndex={tab.name === current ? 0 : -1}
          className={`${tabStyles.tab} ${styles.tabLink}`}
          onKeyDown={(event) => handleKey(event, index)}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}

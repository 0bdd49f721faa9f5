import { useRef, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styles from './tabs.module.css';
import { readingArrow } from '../lib/reading-arrow';

const keySteps: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

export interface TabLink<Name extends string> {
  name: Name;
  label: string;
  /** The tab's own address. */
  to: string;
}

/**
 * A page's sections as tabs that are links: each has an address, so a tab opens in a new browser
 * tab too, and a server renders it. Arrow keys, Home and End move between them as in any tab list.
 */
export function TabLinks<Name extends string>({
  label,
  tabs,
  current,
  tabId,
  panelId,
}: {
  /** The tab list's name. */
  label: string;
  tabs: ReadonlyArray<TabLink<Name>>;
  current: Name;
  tabId(name: Name): string;
  panelId: string;
}) {
  const navigate = useNavigate();
  const links = useRef<Array<HTMLAnchorElement | null>>([]);

  function handleKey(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const step = keySteps[readingArrow(event.key, event.currentTarget)];
    const next = step ? tabs[step(index, tabs.length - 1)] : undefined;
    if (!step || !next) return;
    event.preventDefault();
    links.current[tabs.indexOf(next)]?.focus();
    void navigate(next.to);
  }

  return (
    <div role="tablist" aria-label={label} className={styles.tabs}>
      {tabs.map((tab, index) => (
        <Link
          key={tab.name}
          ref={(element) => {
            links.current[index] = element;
          }}
          id={tabId(tab.name)}
          to={tab.to}
          role="tab"
          aria-selected={tab.name === current}
          aria-controls={panelId}
          tabIndex={tab.name === current ? 0 : -1}
          className={`${styles.tab} ${styles.tabLink}`}
          onKeyDown={(event) => handleKey(event, index)}
        >
          {tab.label}
        </Link>
      ))}
    </div>
  );
}

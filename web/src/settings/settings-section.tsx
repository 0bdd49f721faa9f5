import { useId, type ReactNode } from 'react';
import styles from './settings-page.module.css';

/** One part of the settings page, named by its heading. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

import { useId, type ReactNode } from 'react';
import styles from './settings-page.module.css';

/** One part of the settings page, named by its heading; `id` lets a link lead to it. */
export function SettingsSection({
  title,
  id,
  children,
}: {
  title: string;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

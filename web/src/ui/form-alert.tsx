import type { ReactNode } from 'react';
import styles from './alerts.module.css';

export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.text}>{children}</p>
    </div>
  );
}

export function FormNotice({ children }: { children: ReactNode }) {
  return (
    <div role="status" className={styles.notice}>
      <p className={styles.text}>{children}</p>
    </div>
  );
}

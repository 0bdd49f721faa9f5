import styles from './page-loading.module.css';

/** Shown while the first page's script chunk loads. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}

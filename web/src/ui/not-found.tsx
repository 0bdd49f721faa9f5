import { Link } from 'react-router-dom';
import { useDocumentTitle, useNotFoundStatus } from './use-document-title';
import styles from './status-page.module.css';

export function NotFound() {
  useDocumentTitle('Not Found');
  useNotFoundStatus();
  return (
    <section className={styles.status}>
      <h1>Not Found</h1>
      <p>There is nothing at this address.</p>
      <Link to="/" className={styles.link}>
        Back to home
      </Link>
    </section>
  );
}

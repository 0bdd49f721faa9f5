import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { useDocumentTitle } from './use-document-title';
import styles from './status-page.module.css';

export function routeErrorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || `Error ${error.status}`;
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

export function RouteErrorFallback() {
  const error = useRouteError();
  useDocumentTitle('Error');
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <main id="main" className={styles.status}>
      <h1>Unexpected Application Error!</h1>
      <p className={styles.message}>{routeErrorMessage(error)}</p>
      <Link to="/" className={styles.link} reloadDocument>
        Back to home
      </Link>
    </main>
  );
}

import { FormattedMessage } from 'react-intl';
import styles from './page-loading.module.css';

/** Stands in while the first route chunks load if the router renders before they are in (main.tsx waits, so index.html's shell shows instead). */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.bar} aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="ui.pageLoading.label" />
      </span>
    </div>
  );
}

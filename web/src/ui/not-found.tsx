import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle, useNotFoundStatus } from './use-document-title';
import styles from './status-page.module.css';

export function NotFound() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.title' }));
  useNotFoundStatus();
  return (
    <section className={styles.status}>
      <h1>
        <FormattedMessage id="notFound.title" />
      </h1>
      <p>
        <FormattedMessage id="notFound.nothingHere" />
      </p>
      <Link to="/" className={styles.link}>
        <FormattedMessage id="notFound.backHome" />
      </Link>
    </section>
  );
}

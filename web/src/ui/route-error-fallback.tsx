import { FormattedMessage, useIntl } from 'react-intl';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router-dom';
import type { Message } from '../i18n/message';
import { useDocumentTitle } from './use-document-title';
import styles from './status-page.module.css';

/** What went wrong: the error's own words when it has some (no language file knows them). */
export function routeErrorMessage(error: unknown): Message {
  if (isRouteErrorResponse(error))
    return error.statusText
      ? { id: 'ui.routeError.message', values: { message: error.statusText } }
      : // The status as it is, not a number grouped in thousands.
        { id: 'ui.routeError.status', values: { status: String(error.status) } };
  if (error instanceof Error)
    return { id: 'ui.routeError.message', values: { message: error.message } };
  if (typeof error === 'string') return { id: 'ui.routeError.message', values: { message: error } };
  return { id: 'ui.routeError.unknown' };
}

export function RouteErrorFallback() {
  const intl = useIntl();
  const error = useRouteError();
  useDocumentTitle(intl.formatMessage({ id: 'ui.routeError.title' }));
  if (!isRouteErrorResponse(error)) console.error(error);
  const message = routeErrorMessage(error);
  return (
    <main id="main" className={styles.status}>
      <h1>
        <FormattedMessage id="ui.routeError.heading" />
      </h1>
      <p className={styles.message}>
        <FormattedMessage id={message.id} values={message.values} />
      </p>
      <Link to="/" className={styles.link} reloadDocument>
        <FormattedMessage id="ui.routeError.backHome" />
      </Link>
    </main>
  );
}

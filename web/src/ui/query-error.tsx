import { FormattedMessage } from 'react-intl';
import styles from './alerts.module.css';

/** Shown instead of an empty screen when a catalogue request fails; the failure is logged by the query client. */
export function QueryError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry(): void;
  retrying?: boolean;
}) {
  return (
    <div role="alert" className={styles.error}>
      <p className={styles.text}>{message}</p>
      <button
        type="button"
        className={styles.retry}
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying}
      >
        <FormattedMessage id="ui.queryError.retry" />
      </button>
    </div>
  );
}

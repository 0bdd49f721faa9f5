import alertStyles from '../ui/alerts.module.css';
import { failureReason } from './title-write';

/**
 * A member's read that failed beside a page that still works (the catalogue answered, the
 * library did not): says why, and Retry asks again.
 */
export function ReadFailureAlert({
  what,
  error,
  onRetry,
  retrying,
}: {
  /** "Your library" */
  what: string;
  error: unknown;
  onRetry(): void;
  retrying: boolean;
}) {
  return (
    <div role="alert" className={alertStyles.error}>
      <p className={alertStyles.text}>
        {what} could not be reached: {failureReason(error)}
      </p>
      <button type="button" className={alertStyles.retry} onClick={onRetry} disabled={retrying}>
        Retry
      </button>
    </div>
  );
}

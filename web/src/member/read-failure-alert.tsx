import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
import alertStyles from '../ui/alerts.module.css';
import { failureReason } from './title-write';

const messages: Record<ReadFailureAlertProps['what'], MessageId> = {
  library: 'member.readFailure.library',
  progress: 'member.readFailure.progress',
};

export interface ReadFailureAlertProps {
  /** "Your library", "Your progress". */
  what: 'library' | 'progress';
  error: unknown;
  onRetry(): void;
  retrying: boolean;
}

/**
 * A member's read that failed beside a page that still works (the catalogue answered, the
 * library did not): says why, and Retry asks again.
 */
export function ReadFailureAlert({ what, error, onRetry, retrying }: ReadFailureAlertProps) {
  const intl = useIntl();
  const reason = failureReason(error);
  return (
    <div role="alert" className={alertStyles.error}>
      <p className={alertStyles.text}>
        <FormattedMessage
          id={messages[what]}
          values={{ reason: intl.formatMessage({ id: reason.id }, reason.values) }}
        />
      </p>
      <button type="button" className={alertStyles.retry} onClick={onRetry} disabled={retrying}>
        <FormattedMessage id="member.readFailure.retry" />
      </button>
    </div>
  );
}

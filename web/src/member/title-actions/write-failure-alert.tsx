import { FormattedMessage } from 'react-intl';
import type { WriteFailure } from '../use-write-failure';
import alertStyles from '../../ui/alerts.module.css';

/** A write that failed and was undone, said until dismissed or followed by one that works. */
export function WriteFailureAlert({ failure }: { failure: WriteFailure }) {
  return (
    <div role="alert" className={alertStyles.error}>
      <p className={alertStyles.text}>{failure.message}</p>
      <button type="button" className={alertStyles.retry} onClick={failure.dismiss}>
        <FormattedMessage id="member.writeFailure.dismiss" />
      </button>
    </div>
  );
}

import { FormattedMessage } from 'react-intl';
import alertStyles from '../ui/alerts.module.css';
import { useUpNextResumeFailure } from './use-up-next-resume';
import styles from './up-next-page.module.css';

/**
 * Why a Resume failed, in a polite live region that is always there, so it is heard without
 * cutting into what the person is hearing (the focus has moved on to the next row).
 */
export function ResumeFailure() {
  const failure = useUpNextResumeFailure();
  return (
    <div className={`${styles.resumeFailure} ${failure ? alertStyles.error : ''}`}>
      <p role="status" className={alertStyles.text}>
        {failure?.message}
      </p>
      {failure && (
        <button type="button" className={alertStyles.retry} onClick={failure.dismiss}>
          <FormattedMessage id="upNext.dismiss" />
        </button>
      )}
    </div>
  );
}

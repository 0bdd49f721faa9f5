import { FormattedMessage } from 'react-intl';
import styles from './calendar-page.module.css';

export function CalendarEmpty() {
  return (
    <p className={styles.empty}>
      <FormattedMessage id="calendar.empty" />
    </p>
  );
}

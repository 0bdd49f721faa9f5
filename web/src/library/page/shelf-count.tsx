import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../i18n/load-messages';
import styles from './library-page.module.css';

/** "24 titles": polite, so a filter's effect is heard as well as seen. */
export function ShelfCount({
  total,
  message,
}: {
  total: number | undefined;
  /** A plural of `count`: "{count, plural, one {# title} other {# titles}}". */
  message: MessageId;
}) {
  return (
    <p className={styles.count} aria-live="polite">
      {total !== undefined && <FormattedMessage id={message} values={{ count: total }} />}
    </p>
  );
}

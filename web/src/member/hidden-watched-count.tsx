import { FormattedMessage } from 'react-intl';
import styles from './setting-toggle.module.css';

/** "2 watched titles hidden": polite, so a screen reader hears why a page has fewer cards. */
export function HiddenWatchedCount({ hidden }: { hidden: number }) {
  return (
    <p className={styles.count} aria-live="polite">
      {hidden > 0 && (
        <FormattedMessage id="member.watchedCount.hidden" values={{ count: hidden }} />
      )}
    </p>
  );
}

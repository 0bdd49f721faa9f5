import { FormattedMessage } from 'react-intl';
import type { ServicesFilter } from './use-services-filter';
import styles from './setting-toggle.module.css';

/**
 * "3 titles not on your services": polite, so a screen reader hears why a page has fewer cards;
 * and, when which are on them could not be had, that every card shows.
 */
export function HiddenServicesCount({
  services,
}: {
  services: Pick<ServicesFilter<unknown>, 'hidden' | 'failed'>;
}) {
  return (
    <p className={styles.count} aria-live="polite">
      {services.failed ? (
        <FormattedMessage id="member.servicesCount.failed" />
      ) : (
        services.hidden > 0 && (
          <FormattedMessage id="member.servicesCount.hidden" values={{ count: services.hidden }} />
        )
      )}
    </p>
  );
}

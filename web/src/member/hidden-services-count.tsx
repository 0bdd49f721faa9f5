import { formatCount } from './library-format';
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
      {services.failed
        ? "Couldn't check which titles are on your services, so all are shown."
        : services.hidden > 0 && `${formatCount(services.hidden, 'title')} not on your services`}
    </p>
  );
}

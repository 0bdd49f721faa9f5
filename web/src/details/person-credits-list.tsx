import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { TitleBadges } from '../member/title-actions/title-badges';
import { useTitleStatesBatch } from '../member/use-title-states-batch';
import { sortCredits, type CreditSort, type PersonCredit } from './person-credits';
import styles from './details-page.module.css';
import toggleStyles from '../ui/toggle-group.module.css';

const sortLabels: Record<CreditSort, MessageId> = {
  year: 'details.credits.byYear',
  popularity: 'details.credits.byPopularity',
};

/** Long careers run to hundreds of titles; the rest are one click away. */
const firstShown = 30;

export function PersonCreditsList({ credits }: { credits: readonly PersonCredit[] }) {
  const intl = useIntl();
  const headingId = useId();
  const [sort, setSort] = useState<CreditSort>('year');
  const [showAll, setShowAll] = useState(false);
  const sorted = useMemo(() => sortCredits(credits, sort), [credits, sort]);
  const shown = showAll ? sorted : sorted.slice(0, firstShown);
  // What the member has of these titles, in one request for the lines shown.
  useTitleStatesBatch(shown);
  if (credits.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <div className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionHeading}>
          <FormattedMessage id="details.credits.heading" />
        </h2>
        <div
          role="group"
          aria-label={intl.formatMessage({ id: 'details.credits.sortLabel' })}
          className={toggleStyles.toggle}
        >
          {(['year', 'popularity'] as const).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={sort === value}
              onClick={() => setSort(value)}
            >
              <FormattedMessage id={sortLabels[value]} />
            </button>
          ))}
        </div>
      </div>
      <ol className={styles.credits}>
        {shown.map((credit) => (
          <li key={credit.key} className={styles.credit}>
            <span className={styles.creditYear}>{credit.year ?? '—'}</span>
            <span className={styles.creditTitle}>
              <Link
                to={`/details/${credit.mediaType}/${credit.id}`}
                className={styles.inlineLink}
                aria-describedby={`${headingId}-${credit.key}`}
              >
                {credit.title}
              </Link>
              <span className={styles.creditMedia}>
                {credit.mediaType === 'tv' && (
                  <>
                    {' '}
                    <FormattedMessage id="details.credits.tv" />
                  </>
                )}
              </span>
              <TitleBadges id={`${headingId}-${credit.key}`} title={credit} layout="inline" />
            </span>
            {credit.roles.length > 0 && (
              <span className={styles.creditRole}>
                {intl.formatList(credit.roles, { type: 'unit', style: 'short' })}
              </span>
            )}
          </li>
        ))}
      </ol>
      {sorted.length > firstShown && (
        <button type="button" className={styles.more} onClick={() => setShowAll(!showAll)}>
          {showAll ? (
            <FormattedMessage id="details.credits.showFewer" />
          ) : (
            <FormattedMessage id="details.credits.showAll" values={{ count: sorted.length }} />
          )}
        </button>
      )}
    </section>
  );
}

import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { TitleBadges } from '../member/title-actions/title-badges';
import { useTitleStatesBatch } from '../member/use-title-states-batch';
import { sortCredits, type CreditSort, type PersonCredit } from './person-credits';
import styles from './details-page.module.css';
import toggleStyles from '../ui/toggle-group.module.css';

/** Long careers run to hundreds of titles; the rest are one click away. */
const firstShown = 30;

export function PersonCreditsList({ credits }: { credits: readonly PersonCredit[] }) {
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
          Movies and TV shows
        </h2>
        <div role="group" aria-label="Sort credits" className={toggleStyles.toggle}>
          {(
            [
              ['year', 'By year'],
              ['popularity', 'By popularity'],
            ] as const
          ).map(([value, label]) => (
            <button
              key={value}
              type="button"
              aria-pressed={sort === value}
              onClick={() => setSort(value)}
            >
              {label}
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
              <span className={styles.creditMedia}>{credit.mediaType === 'tv' ? ' (TV)' : ''}</span>
              <TitleBadges id={`${headingId}-${credit.key}`} title={credit} layout="inline" />
            </span>
            {credit.roles.length > 0 && (
              <span className={styles.creditRole}>{credit.roles.join(', ')}</span>
            )}
          </li>
        ))}
      </ol>
      {sorted.length > firstShown && (
        <button type="button" className={styles.more} onClick={() => setShowAll(!showAll)}>
          {showAll ? 'Show fewer' : `Show all ${sorted.length} credits`}
        </button>
      )}
    </section>
  );
}

import type { CastMember } from '@marquee/tmdb-types/credits';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { PosterImage } from '../ui/poster-image';
import styles from './details-page.module.css';

export const topBilledCount = 12;

export function CastList({
  cast,
  heading,
}: {
  cast: readonly CastMember[];
  /** The section's heading when not "Top-billed cast". */
  heading?: string;
}) {
  const headingId = useId();
  const billed = [...cast].sort((a, b) => a.order - b.order).slice(0, topBilledCount);
  if (billed.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {heading ?? <FormattedMessage id="details.cast.heading" />}
      </h2>
      <ul className={styles.cast}>
        {billed.map((member) => (
          <li key={member.credit_id} className={styles.castMember}>
            <Link to={`/details/person/${member.id}`} className={styles.castLink}>
              {/* The name beside it says who this is. */}
              <PosterImage
                className={styles.castImage}
                path={member.profile_path}
                alt=""
                placeholder="person"
                size="w185"
                eager={false}
              />
              <span className={styles.castName}>{member.name}</span>
            </Link>
            {member.character && <span className={styles.castRole}>{member.character}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

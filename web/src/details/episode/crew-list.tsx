import type { CrewMember } from '@marquee/tmdb-types/credits';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import detailsStyles from '../details-page.module.css';
import styles from './episode-page.module.css';

/** Who made an episode: each person once, with every job they held on it. */
export function CrewList({ crew }: { crew: readonly CrewMember[] }) {
  const intl = useIntl();
  const headingId = useId();
  const people = new Map<number, { name: string; jobs: string[] }>();
  for (const member of crew) {
    const person = people.get(member.id) ?? { name: member.name, jobs: [] };
    if (!person.jobs.includes(member.job)) person.jobs.push(member.job);
    people.set(member.id, person);
  }
  if (people.size === 0) return null;
  return (
    <section aria-labelledby={headingId} className={detailsStyles.section}>
      <h2 id={headingId} className={detailsStyles.sectionHeading}>
        <FormattedMessage id="details.crew.heading" />
      </h2>
      <ul className={styles.crew}>
        {[...people].map(([id, person]) => (
          <li key={id} className={styles.crewMember}>
            <Link to={`/details/person/${id}`} className={styles.crewName}>
              {person.name}
            </Link>
            <span className={styles.crewJobs}>
              {intl.formatList(person.jobs, { type: 'unit', style: 'short' })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

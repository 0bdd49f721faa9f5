import type { PersonDetails } from '@marquee/tmdb-types/details';
import { DetailsLayout } from './details-layout';
import { ageOn, paragraphsOf } from './details-format';
import { FormattedDate } from './formatted-date';
import { PersonCreditsList } from './person-credits-list';
import styles from './details-page.module.css';

export function PersonInfo({ person }: { person: PersonDetails }) {
  const paragraphs = paragraphsOf(person.biography ?? '');
  const age = person.birthday ? ageOn(person.birthday, person.deathday ?? undefined) : undefined;
  return (
    <DetailsLayout
      title={person.name}
      imagePath={person.profile_path}
      placeholder="person"
      imageAlt={`Photo of ${person.name}`}
      sections={<PersonCreditsList credits={person.combined_credits} />}
    >
      <dl className={styles.facts}>
        {person.known_for_department && (
          <div>
            <dt>Known for</dt>
            <dd>{person.known_for_department}</dd>
          </div>
        )}
        {person.birthday && (
          <div>
            <dt>Born</dt>
            <dd>
              <FormattedDate iso={person.birthday} />
              {!person.deathday && age !== undefined && ` (age ${age})`}
            </dd>
          </div>
        )}
        {person.deathday && (
          <div>
            <dt>Died</dt>
            <dd>
              <FormattedDate iso={person.deathday} />
              {age !== undefined && ` (aged ${age})`}
            </dd>
          </div>
        )}
        {person.place_of_birth && (
          <div>
            <dt>Place of birth</dt>
            <dd>{person.place_of_birth}</dd>
          </div>
        )}
      </dl>
      <h2 className={styles.sectionHeading}>Biography</h2>
      {paragraphs.length > 0 ? (
        paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.prose}>
            {paragraph}
          </p>
        ))
      ) : (
        <p className={styles.prose}>No biography yet.</p>
      )}
    </DetailsLayout>
  );
}

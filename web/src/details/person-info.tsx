import type { PersonDetails } from '@marquee/tmdb-types/details';
import { DetailsLayout } from './details-layout';
import { ageOn, paragraphsOf } from './details-format';
import { Fact } from './fact';
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
          <Fact label="Known for">{person.known_for_department}</Fact>
        )}
        {person.birthday && (
          <Fact label="Born">
            <FormattedDate iso={person.birthday} />
            {!person.deathday && age !== undefined && ` (age ${age})`}
          </Fact>
        )}
        {person.deathday && (
          <Fact label="Died">
            <FormattedDate iso={person.deathday} />
            {age !== undefined && ` (aged ${age})`}
          </Fact>
        )}
        {person.place_of_birth && <Fact label="Place of birth">{person.place_of_birth}</Fact>}
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

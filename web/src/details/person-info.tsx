import { DetailsLayout } from './details-layout';
import type { PersonPage } from './details-query';
import { ageOn, paragraphsOf } from './details-format';
import { Fact } from './fact';
import { FormattedDate } from './formatted-date';
import { PersonCreditsList } from './person-credits-list';
import styles from './details-page.module.css';

/** `asOf`: when the details were fetched (ms), the day a living person's age is counted on. */
export function PersonInfo({ person, asOf }: { person: PersonPage; asOf: number }) {
  const paragraphs = paragraphsOf(person.biography ?? '');
  // Not today's date: the server's render and the browser's hydration may fall on either side of
  // midnight, and the page must read the same in both. The answer's time is the same in both.
  const age = person.birthday
    ? ageOn(person.birthday, person.deathday ?? new Date(asOf))
    : undefined;
  return (
    <DetailsLayout
      title={person.name}
      imagePath={person.profile_path}
      placeholder="person"
      imageAlt={`Photo of ${person.name}`}
      sections={<PersonCreditsList credits={person.credits} />}
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

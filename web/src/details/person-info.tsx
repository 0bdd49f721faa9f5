import { FormattedMessage, useIntl } from 'react-intl';
import { DetailsLayout } from './details-layout';
import type { PersonPage } from './details-query';
import { ageOn, paragraphsOf } from './details-format';
import { Fact } from './fact';
import { FormattedDate } from './formatted-date';
import { PersonCreditsList } from './person-credits-list';
import styles from './details-page.module.css';

/** `asOf`: when the details were fetched (ms), the day a living person's age is counted on. */
export function PersonInfo({ person, asOf }: { person: PersonPage; asOf: number }) {
  const intl = useIntl();
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
      imageAlt={intl.formatMessage({ id: 'details.person.photoAlt' }, { name: person.name })}
      sections={<PersonCreditsList credits={person.credits} />}
    >
      <dl className={styles.facts}>
        {person.known_for_department && (
          <Fact label={intl.formatMessage({ id: 'details.facts.knownFor' })}>
            {person.known_for_department}
          </Fact>
        )}
        {person.birthday && (
          <Fact label={intl.formatMessage({ id: 'details.facts.born' })}>
            <FormattedDate iso={person.birthday} />
            {!person.deathday && age !== undefined && (
              <>
                {' '}
                <FormattedMessage id="details.person.age" values={{ age }} />
              </>
            )}
          </Fact>
        )}
        {person.deathday && (
          <Fact label={intl.formatMessage({ id: 'details.facts.died' })}>
            <FormattedDate iso={person.deathday} />
            {age !== undefined && (
              <>
                {' '}
                <FormattedMessage id="details.person.agedAt" values={{ age }} />
              </>
            )}
          </Fact>
        )}
        {person.place_of_birth && (
          <Fact label={intl.formatMessage({ id: 'details.facts.placeOfBirth' })}>
            {person.place_of_birth}
          </Fact>
        )}
      </dl>
      <h2 className={styles.sectionHeading}>
        <FormattedMessage id="details.person.biography" />
      </h2>
      {paragraphs.length > 0 ? (
        paragraphs.map((paragraph, index) => (
          <p key={index} className={styles.prose}>
            {paragraph}
          </p>
        ))
      ) : (
        <p className={styles.prose}>
          <FormattedMessage id="details.person.noBiography" />
        </p>
      )}
    </DetailsLayout>
  );
}

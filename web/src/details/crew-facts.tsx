import type { CrewMember } from '@marquee/tmdb-types/credits';
import { useIntl } from 'react-intl';
import { directorsOf, writersOf } from './crew-roles';
import { Fact } from './fact';
import { PersonLinks } from './person-link';

/** Who directed and who wrote, as facts of a details list; nothing for a role nobody held. */
export function CrewFacts({ crew }: { crew: readonly CrewMember[] | undefined }) {
  const intl = useIntl();
  const directors = directorsOf(crew);
  const writers = writersOf(crew);
  return (
    <>
      {directors.length > 0 && (
        <Fact
          label={intl.formatMessage({ id: 'details.facts.directors' }, { count: directors.length })}
        >
          <PersonLinks people={directors} />
        </Fact>
      )}
      {writers.length > 0 && (
        <Fact
          label={intl.formatMessage({ id: 'details.facts.writers' }, { count: writers.length })}
        >
          <PersonLinks people={writers} />
        </Fact>
      )}
    </>
  );
}

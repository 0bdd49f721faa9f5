import type { CrewMember } from '@marquee/tmdb-types/credits';
import { directorsOf, writersOf } from './crew-roles';
import { Fact } from './fact';
import { PersonLinks } from './person-link';

/** Who directed and who wrote, as facts of a details list; nothing for a role nobody held. */
export function CrewFacts({ crew }: { crew: readonly CrewMember[] | undefined }) {
  const directors = directorsOf(crew);
  const writers = writersOf(crew);
  return (
    <>
      {directors.length > 0 && (
        <Fact label={directors.length === 1 ? 'Director' : 'Directors'}>
          <PersonLinks people={directors} />
        </Fact>
      )}
      {writers.length > 0 && (
        <Fact label={writers.length === 1 ? 'Writer' : 'Writers'}>
          <PersonLinks people={writers} />
        </Fact>
      )}
    </>
  );
}

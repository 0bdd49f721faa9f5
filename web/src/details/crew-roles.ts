import type { CrewMember } from '@marquee/tmdb-types/credits';
import type { LinkedPerson } from './person-link';

const writingJobs = new Set(['Screenplay', 'Writer', 'Story', 'Novel']);

/** Each person once, in credit order, however many of the jobs they held. */
function uniquePeople(crew: readonly CrewMember[]): LinkedPerson[] {
  const seen = new Map<number, LinkedPerson>();
  for (const member of crew) {
    if (!seen.has(member.id)) seen.set(member.id, { id: member.id, name: member.name });
  }
  return [...seen.values()];
}

export function directorsOf(crew: readonly CrewMember[] = []): LinkedPerson[] {
  return uniquePeople(crew.filter((member) => member.job === 'Director'));
}

export function writersOf(crew: readonly CrewMember[] = []): LinkedPerson[] {
  return uniquePeople(crew.filter((member) => writingJobs.has(member.job)));
}

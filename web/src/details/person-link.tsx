import { LinkedNames } from './linked-names';

export interface LinkedPerson {
  id: number;
  name: string;
}

/** People as links to their pages, separated by commas: "Greta Gerwig, Noah Baumbach". */
export function PersonLinks({ people }: { people: readonly LinkedPerson[] }) {
  return <LinkedNames items={people} pathOf={(person) => `/details/person/${person.id}`} />;
}

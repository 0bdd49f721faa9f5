import { Link } from 'react-router-dom';
import styles from './details-page.module.css';

export interface LinkedPerson {
  id: number;
  name: string;
}

/** People as links to their pages, separated by commas: "Greta Gerwig, Noah Baumbach". */
export function PersonLinks({ people }: { people: readonly LinkedPerson[] }) {
  return people.map((person, index) => (
    <span key={person.id}>
      {index > 0 && ', '}
      <Link to={`/details/person/${person.id}`} className={styles.inlineLink}>
        {person.name}
      </Link>
    </span>
  ));
}

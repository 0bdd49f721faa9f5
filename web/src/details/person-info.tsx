import type { PersonDetails } from '@marquee/tmdb-types/details';
import { DetailsLayout } from './details-layout';
import styles from './details-page.module.css';

export function PersonInfo({ person }: { person: PersonDetails }) {
  return (
    <DetailsLayout
      title={person.name}
      imagePath={person.profile_path}
      placeholder="person"
      imageAlt={`Photo of ${person.name}`}
    >
      <h2 className={styles.sectionHeading}>Biography</h2>
      <p className={styles.prose}>{person.biography || 'No biography yet.'}</p>
    </DetailsLayout>
  );
}

import type { Genre } from '@marquee/tmdb-types/genre';
import { Link } from 'react-router-dom';
import styles from './details-page.module.css';

/** Each genre opens the list filtered by it; the bars stay plain text so the line still reads "A | B". */
export function GenreLinks({
  genres,
  list,
}: {
  genres: readonly Genre[];
  list: '/movies' | '/tv';
}) {
  return genres.map((genre, index) => (
    <span key={genre.id}>
      {index > 0 && ' | '}
      <Link to={`${list}?genre=${genre.id}`} className={styles.inlineLink}>
        {genre.name}
      </Link>
    </span>
  ));
}

import type { MovieDetails } from '@marquee/tmdb-types/details';
import { DetailsLayout } from './details-layout';
import { FormattedDate } from './formatted-date';
import styles from './details-page.module.css';

export function MovieInfo({ movie }: { movie: MovieDetails }) {
  const genres = movie.genres.map((genre) => genre.name).join(' | ');
  return (
    <DetailsLayout
      title={movie.title}
      imagePath={movie.poster_path}
      placeholder="title"
      imageAlt={`Poster of ${movie.title}`}
    >
      <dl className={styles.facts}>
        <div>
          <dt>Release date</dt>
          <dd>{movie.release_date ? <FormattedDate iso={movie.release_date} /> : 'Unknown'}</dd>
        </div>
        {genres && (
          <div>
            <dt>Genres</dt>
            <dd>{genres}</dd>
          </div>
        )}
      </dl>
      <h2 className={styles.sectionHeading}>Overview</h2>
      <p className={styles.prose}>{movie.overview || 'No overview yet.'}</p>
    </DetailsLayout>
  );
}

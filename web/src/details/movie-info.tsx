import type { MovieDetails } from '@marquee/tmdb-types/details';
import { CastList } from './cast-list';
import { directorsOf, writersOf } from './crew-roles';
import { DetailsLayout } from './details-layout';
import { formatRating, formatRuntime, yearOf } from './details-format';
import { FormattedDate } from './formatted-date';
import { GenreLinks } from './genre-links';
import { PersonLinks } from './person-link';
import { SimilarTitles } from './similar-titles';
import styles from './details-page.module.css';

export function MovieInfo({ movie }: { movie: MovieDetails }) {
  const directors = directorsOf(movie.credits?.crew);
  const writers = writersOf(movie.credits?.crew);
  const rating = formatRating(movie.vote_average, movie.vote_count);
  const meta = [yearOf(movie.release_date), formatRuntime(movie.runtime)].filter(Boolean);
  return (
    <DetailsLayout
      title={movie.title}
      imagePath={movie.poster_path}
      placeholder="title"
      imageAlt={`Poster of ${movie.title}`}
      backdropPath={movie.backdrop_path}
      subtitle={
        <>
          {meta.length > 0 && <p className={styles.meta}>{meta.join(' · ')}</p>}
          {movie.tagline && <p className={styles.tagline}>{movie.tagline}</p>}
        </>
      }
      sections={
        <>
          <CastList cast={movie.credits?.cast ?? []} />
          <SimilarTitles heading="Similar movies" items={movie.similar?.results} media="movie" />
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>Release date</dt>
          <dd>{movie.release_date ? <FormattedDate iso={movie.release_date} /> : 'Unknown'}</dd>
        </div>
        {rating && (
          <div>
            <dt>Rating</dt>
            <dd>{rating}</dd>
          </div>
        )}
        {movie.genres.length > 0 && (
          <div>
            <dt>Genres</dt>
            <dd>
              <GenreLinks genres={movie.genres} list="/movies" />
            </dd>
          </div>
        )}
        {directors.length > 0 && (
          <div>
            <dt>{directors.length === 1 ? 'Director' : 'Directors'}</dt>
            <dd>
              <PersonLinks people={directors} />
            </dd>
          </div>
        )}
        {writers.length > 0 && (
          <div>
            <dt>{writers.length === 1 ? 'Writer' : 'Writers'}</dt>
            <dd>
              <PersonLinks people={writers} />
            </dd>
          </div>
        )}
      </dl>
      <h2 className={styles.sectionHeading}>Overview</h2>
      <p className={styles.prose}>{movie.overview || 'No overview yet.'}</p>
    </DetailsLayout>
  );
}

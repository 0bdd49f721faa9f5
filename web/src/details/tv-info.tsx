import type { TvDetails } from '@marquee/tmdb-types/details';
import { CastList } from './cast-list';
import { DetailsLayout } from './details-layout';
import { formatRating, yearOf } from './details-format';
import { FormattedDate } from './formatted-date';
import { GenreLinks } from './genre-links';
import { PersonLinks } from './person-link';
import { SimilarTitles } from './similar-titles';
import styles from './details-page.module.css';

function count(value: number, noun: string): string {
  return `${value} ${noun}${value === 1 ? '' : 's'}`;
}

export function TvInfo({ show }: { show: TvDetails }) {
  const rating = formatRating(show.vote_average, show.vote_count);
  const year = yearOf(show.first_air_date);
  return (
    <DetailsLayout
      title={show.name}
      imagePath={show.poster_path}
      placeholder="title"
      imageAlt={`Poster of ${show.name}`}
      backdropPath={show.backdrop_path}
      subtitle={
        <>
          {year && <p className={styles.meta}>{year}</p>}
          {show.tagline && <p className={styles.tagline}>{show.tagline}</p>}
        </>
      }
      sections={
        <>
          <CastList cast={show.credits?.cast ?? []} />
          <SimilarTitles heading="Similar shows" items={show.similar?.results} media="tv" />
        </>
      }
    >
      <dl className={styles.facts}>
        <div>
          <dt>First aired</dt>
          <dd>{show.first_air_date ? <FormattedDate iso={show.first_air_date} /> : 'Unknown'}</dd>
        </div>
        {(show.number_of_seasons > 0 || show.number_of_episodes > 0) && (
          <div>
            <dt>Length</dt>
            <dd>
              {count(show.number_of_seasons, 'season')} ·{' '}
              {count(show.number_of_episodes, 'episode')}
            </dd>
          </div>
        )}
        {rating && (
          <div>
            <dt>Rating</dt>
            <dd>{rating}</dd>
          </div>
        )}
        {show.genres.length > 0 && (
          <div>
            <dt>Genres</dt>
            <dd>
              <GenreLinks genres={show.genres} list="/tv" />
            </dd>
          </div>
        )}
        {show.created_by.length > 0 && (
          <div>
            <dt>Created by</dt>
            <dd>
              <PersonLinks people={show.created_by} />
            </dd>
          </div>
        )}
      </dl>
      <h2 className={styles.sectionHeading}>Overview</h2>
      <p className={styles.prose}>{show.overview || 'No overview yet.'}</p>
    </DetailsLayout>
  );
}

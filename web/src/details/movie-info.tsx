import type { MovieDetails } from '@marquee/tmdb-types/details';
import { FormattedMessage, useIntl } from 'react-intl';
import { TitleActions } from '../member/title-actions/title-actions';
import { CastList } from './cast-list';
import { movieCertification } from './certification';
import { CompanyFacts } from './company-facts';
import { MovieCollection } from './collection/movie-collection';
import { CrewFacts } from './crew-facts';
import { DetailsLayout } from './details-layout';
import { formatRating, formatRuntime, yearOf } from './details-format';
import { Fact } from './fact';
import { FormattedDate } from './formatted-date';
import { GenreLinks } from './genre-links';
import { KeywordChips } from './keyword-chips';
import { SimilarTitles } from './similar-titles';
import { TitleMeta } from './title-meta';
import { PlayTrailer } from './trailer/play-trailer';
import { useWatchRegion } from './where-to-watch/watch-region';
import { WhereToWatch } from './where-to-watch/where-to-watch';
import styles from './details-page.module.css';

export function MovieInfo({ movie }: { movie: MovieDetails }) {
  const rating = formatRating(movie.vote_average, movie.vote_count);
  const region = useWatchRegion();
  const intl = useIntl();
  const runtime = formatRuntime(movie.runtime);
  return (
    <DetailsLayout
      title={movie.title}
      imagePath={movie.poster_path}
      placeholder="title"
      imageAlt={intl.formatMessage({ id: 'details.posterAlt' }, { title: movie.title })}
      backdropPath={movie.backdrop_path}
      subtitle={
        <>
          <TitleMeta
            year={yearOf(movie.release_date)}
            certification={movieCertification(movie.release_dates?.results, region)}
            runtime={runtime && intl.formatMessage({ id: runtime.id }, runtime.values)}
          />
          {movie.tagline && (
            <p className={styles.tagline}>
              <bdi>{movie.tagline}</bdi>
            </p>
          )}
        </>
      }
      sections={
        <>
          <WhereToWatch providers={movie['watch/providers']} region={region} />
          <CastList cast={movie.credits?.cast ?? []} />
          <MovieCollection movie={movie} />
          <SimilarTitles
            heading={intl.formatMessage({ id: 'details.similar.movies' })}
            items={movie.similar?.results}
            mediaType="movie"
          />
        </>
      }
    >
      {/* The details query keeps only the trailer it chose. */}
      <PlayTrailer video={movie.videos?.results[0]} title={movie.title} />
      <TitleActions title={{ mediaType: 'movie', id: movie.id }} name={movie.title} />
      <dl className={styles.facts}>
        <Fact label={intl.formatMessage({ id: 'details.facts.releaseDate' })}>
          {movie.release_date ? (
            <FormattedDate iso={movie.release_date} />
          ) : (
            <FormattedMessage id="details.facts.unknown" />
          )}
        </Fact>
        {rating && (
          <Fact label={intl.formatMessage({ id: 'details.facts.rating' })}>
            <FormattedMessage {...rating} />
          </Fact>
        )}
        {movie.genres.length > 0 && (
          <Fact label={intl.formatMessage({ id: 'details.facts.genres' })}>
            <GenreLinks genres={movie.genres} list="/movies" />
          </Fact>
        )}
        <CrewFacts crew={movie.credits?.crew} />
        <CompanyFacts studios={movie.production_companies} />
      </dl>
      <h2 className={styles.sectionHeading}>
        <FormattedMessage id="details.overview.heading" />
      </h2>
      {/* TMDB's text reads in its own direction (an English overview on an Arabic page). */}
      <p className={styles.prose} dir={movie.overview ? 'auto' : undefined}>
        {movie.overview || <FormattedMessage id="details.overview.none" />}
      </p>
      <KeywordChips keywords={movie.keywords?.keywords} mediaType="movie" />
    </DetailsLayout>
  );
}

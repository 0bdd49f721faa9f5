import type { TvDetails } from '@marquee/tmdb-types/details';
import { FormattedMessage, useIntl } from 'react-intl';
import { ShowProgressPanel } from '../member/episodes/show-progress-panel';
import { TitleActions } from '../member/title-actions/title-actions';
import { CastList } from './cast-list';
import { tvCertification } from './certification';
import { CompanyFacts } from './company-facts';
import { DetailsLayout } from './details-layout';
import { formatRating, yearOf } from './details-format';
import { Fact } from './fact';
import { FormattedDate } from './formatted-date';
import { GenreLinks } from './genre-links';
import { KeywordChips } from './keyword-chips';
import { PersonLinks } from './person-link';
import { SeasonList } from './season-list';
import { SimilarTitles } from './similar-titles';
import { TitleMeta } from './title-meta';
import { PlayTrailer } from './trailer/play-trailer';
import { useWatchRegion } from './where-to-watch/watch-region';
import { WhereToWatch } from './where-to-watch/where-to-watch';
import styles from './details-page.module.css';

export function TvInfo({ show }: { show: TvDetails }) {
  const rating = formatRating(show.vote_average, show.vote_count);
  const region = useWatchRegion();
  const intl = useIntl();
  return (
    <DetailsLayout
      title={show.name}
      imagePath={show.poster_path}
      placeholder="title"
      imageAlt={intl.formatMessage({ id: 'details.posterAlt' }, { title: show.name })}
      backdropPath={show.backdrop_path}
      subtitle={
        <>
          <TitleMeta
            year={yearOf(show.first_air_date)}
            certification={tvCertification(show.content_ratings?.results, region)}
          />
          {show.tagline && (
            <p className={styles.tagline}>
              <bdi>{show.tagline}</bdi>
            </p>
          )}
        </>
      }
      sections={
        <>
          <WhereToWatch providers={show['watch/providers']} region={region} />
          <SeasonList show={show} />
          <CastList cast={show.credits?.cast ?? []} />
          <SimilarTitles
            heading={intl.formatMessage({ id: 'details.similar.shows' })}
            items={show.similar?.results}
            mediaType="tv"
          />
        </>
      }
    >
      {/* The details query keeps only the trailer it chose. */}
      <PlayTrailer video={show.videos?.results[0]} title={show.name} />
      <TitleActions title={{ mediaType: 'tv', id: show.id }} name={show.name} />
      <ShowProgressPanel showId={show.id} showName={show.name} />
      <dl className={styles.facts}>
        <Fact label={intl.formatMessage({ id: 'details.facts.firstAired' })}>
          {show.first_air_date ? (
            <FormattedDate iso={show.first_air_date} />
          ) : (
            <FormattedMessage id="details.facts.unknown" />
          )}
        </Fact>
        {(show.number_of_seasons > 0 || show.number_of_episodes > 0) && (
          <Fact label={intl.formatMessage({ id: 'details.facts.length' })}>
            <FormattedMessage
              id="details.tv.length"
              values={{ seasons: show.number_of_seasons, episodes: show.number_of_episodes }}
            />
          </Fact>
        )}
        {rating && (
          <Fact label={intl.formatMessage({ id: 'details.facts.rating' })}>
            <FormattedMessage {...rating} />
          </Fact>
        )}
        {show.genres.length > 0 && (
          <Fact label={intl.formatMessage({ id: 'details.facts.genres' })}>
            <GenreLinks genres={show.genres} list="/tv" />
          </Fact>
        )}
        {show.created_by.length > 0 && (
          <Fact label={intl.formatMessage({ id: 'details.facts.createdBy' })}>
            <PersonLinks people={show.created_by} />
          </Fact>
        )}
        <CompanyFacts studios={show.production_companies} networks={show.networks} />
      </dl>
      <h2 className={styles.sectionHeading}>
        <FormattedMessage id="details.overview.heading" />
      </h2>
      {/* TMDB's text reads in its own direction (an English overview on an Arabic page). */}
      <p className={styles.prose} dir={show.overview ? 'auto' : undefined}>
        {show.overview || <FormattedMessage id="details.overview.none" />}
      </p>
      <KeywordChips keywords={show.keywords?.results} mediaType="tv" />
    </DetailsLayout>
  );
}

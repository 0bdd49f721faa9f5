import type { TvDetails } from '@marquee/tmdb-types/details';
import type { ProgressEpisode } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { hasAired, utcDay } from '../../lib/utc-day';
import { seasonTitle } from '../../member/episodes/episode-names';
import { seasonPath, showPath } from '../../member/episodes/episode-paths';
import { SeasonProgress } from '../../member/episodes/season-progress';
import { DetailsLayout } from '../details-layout';
import { yearOf } from '../details-format';
import { EpisodeRow } from './episode-row';
import type { SeasonEpisode, SeasonPage } from './season-query';
import detailsStyles from '../details-page.module.css';
import styles from './season-page.module.css';

function progressEpisode(episode: SeasonEpisode): ProgressEpisode {
  return {
    season_number: episode.season_number,
    episode_number: episode.episode_number,
    id: episode.id,
    name: episode.name,
    air_date: episode.air_date || null,
    runtime: episode.runtime,
    still_path: episode.still_path,
  };
}

/**
 * A season's page: the show it belongs to, its episodes, and a member's progress in it. What has
 * aired is counted on the day the season's answer came (`answeredAt`), as the server counts it.
 */
export function SeasonInfo({
  show,
  season,
  answeredAt,
}: {
  show: TvDetails;
  season: SeasonPage;
  answeredAt: number;
}) {
  const intl = useIntl();
  const title = seasonTitle(season);
  const day = utcDay(answeredAt);
  const aired = season.episodes
    .filter((episode) => hasAired(episode.air_date, day))
    .map((episode) => episode.episode_number);
  const known = season.episodes.map(progressEpisode);
  const meta = [
    yearOf(season.air_date),
    intl.formatMessage({ id: 'details.episodeCount' }, { count: season.episodes.length }),
  ].filter(Boolean);
  return (
    <DetailsLayout
      title={title}
      imagePath={season.poster_path ?? show.poster_path}
      placeholder="title"
      imageAlt={intl.formatMessage(
        { id: 'details.season.posterAlt' },
        { show: show.name, season: title },
      )}
      backdropPath={show.backdrop_path}
      subtitle={
        <p className={detailsStyles.meta}>
          <Link to={showPath(show.id)} className={detailsStyles.inlineLink}>
            {show.name}
          </Link>
          {meta.map((part) => ` · ${part}`).join('')}
        </p>
      }
      sections={
        <Episodes
          showId={show.id}
          showName={show.name}
          episodes={season.episodes}
          day={day}
          known={known}
        />
      }
    >
      <SeasonProgress
        showId={show.id}
        showName={show.name}
        seasonNumber={season.season_number}
        aired={aired}
        known={known}
      />
      <h2 className={detailsStyles.sectionHeading}>
        <FormattedMessage id="details.overview.heading" />
      </h2>
      <p className={detailsStyles.prose}>
        {season.overview || <FormattedMessage id="details.overview.none" />}
      </p>
      <OtherSeasons show={show} current={season.season_number} />
    </DetailsLayout>
  );
}

function Episodes({
  showId,
  showName,
  episodes,
  day,
  known,
}: {
  showId: number;
  showName: string;
  episodes: readonly SeasonEpisode[];
  day: string;
  known: readonly ProgressEpisode[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={detailsStyles.section}>
      <h2 id={headingId} className={detailsStyles.sectionHeading}>
        <FormattedMessage id="details.episodes.heading" />
      </h2>
      {episodes.length === 0 ? (
        <p>
          <FormattedMessage id="details.episodes.none" />
        </p>
      ) : (
        <ol className={styles.episodes}>
          {episodes.map((episode, index) => (
            <li key={episode.id}>
              <EpisodeRow
                showId={showId}
                showName={showName}
                episode={episode}
                aired={hasAired(episode.air_date, day)}
                known={known}
                eager={index < 2}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The show's seasons, to go from one to another without the show's page. */
function OtherSeasons({ show, current }: { show: TvDetails; current: number }) {
  const intl = useIntl();
  if (show.seasons.length < 2) return null;
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'details.season.otherSeasons' })}
      className={styles.seasonLinks}
    >
      <ul>
        {show.seasons.map((season) => (
          <li key={season.season_number}>
            <Link
              to={seasonPath(show.id, season.season_number)}
              aria-current={season.season_number === current ? 'page' : undefined}
            >
              {seasonTitle(season)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

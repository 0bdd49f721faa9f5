import type { TvDetails, TvEpisodeDetails } from '@marquee/tmdb-types/details';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/load-messages';
import { hasAired, utcDay } from '../../lib/utc-day';
import { airsTextIn } from '../../member/episodes/air-date-text';
import { EpisodeControls } from '../../member/episodes/episode-controls';
import { episodeCode, episodeTitle, seasonTitle } from '../../member/episodes/episode-names';
import { episodePath, seasonPath, showPath } from '../../member/episodes/episode-paths';
import { StillImage } from '../../ui/still-image';
import { CastList } from '../cast-list';
import { CrewFacts } from '../crew-facts';
import { formatRating, formatRuntime } from '../details-format';
import { Fact } from '../fact';
import { FormattedDate } from '../formatted-date';
import { CrewList } from './crew-list';
import { episodeNeighbours, type EpisodeNumbers } from './episode-neighbours';
import detailsStyles from '../details-page.module.css';
import styles from './episode-page.module.css';

/**
 * An episode's page: its still, name, dates, overview, guest stars and crew; a member's watch and
 * rating; and the episodes either side, across seasons as the show's details list them. What has
 * aired is counted on the day the episode's answer came (`answeredAt`), as the server counts it.
 */
export function EpisodeInfo({
  show,
  episode,
  answeredAt,
}: {
  show: TvDetails;
  episode: TvEpisodeDetails;
  answeredAt: number;
}) {
  const intl = useIntl();
  const { season_number: seasonNumber, episode_number: episodeNumber } = episode;
  const title = episodeTitle(episode);
  const code = episodeCode(seasonNumber, episodeNumber);
  const aired = hasAired(episode.air_date, utcDay(answeredAt));
  const season = show.seasons.find((listed) => listed.season_number === seasonNumber);
  const runtime = formatRuntime(episode.runtime);
  const rating = formatRating(episode.vote_average, episode.vote_count);
  const airsId = useId();
  return (
    <article className={detailsStyles.page}>
      <div className={`${detailsStyles.details} ${styles.details}`}>
        <div className={styles.media}>
          <StillImage
            className={styles.still}
            path={episode.still_path}
            alt={intl.formatMessage({ id: 'details.episode.stillAlt' }, { title })}
            eager
          />
        </div>
        <div className={detailsStyles.body}>
          <p className={styles.context}>
            <Link to={showPath(show.id)} className={detailsStyles.inlineLink}>
              {show.name}
            </Link>
            {' · '}
            <Link to={seasonPath(show.id, seasonNumber)} className={detailsStyles.inlineLink}>
              {seasonTitle(season ?? { season_number: seasonNumber })}
            </Link>
          </p>
          <h1 className={detailsStyles.title}>{title}</h1>
          <p className={detailsStyles.meta}>
            {[code, runtime && intl.formatMessage({ id: runtime.id }, runtime.values)]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <EpisodeControls
            showId={show.id}
            showName={show.name}
            seasonNumber={seasonNumber}
            episodeNumber={episodeNumber}
            aired={aired}
            airsId={airsId}
            ratingLabel={intl.formatMessage({ id: 'details.episode.yourRating' })}
            withRewatch
            loginPrompt={intl.formatMessage({ id: 'details.episode.loginPrompt' })}
          />
          <dl className={detailsStyles.facts}>
            {aired ? (
              <Fact label={intl.formatMessage({ id: 'details.facts.aired' })}>
                <FormattedDate iso={episode.air_date} />
              </Fact>
            ) : (
              <Fact label={intl.formatMessage({ id: 'details.facts.airs' })}>
                <span id={airsId}>{airsTextIn(intl, episode.air_date || null)}</span>
              </Fact>
            )}
            {rating && (
              <Fact label={intl.formatMessage({ id: 'details.facts.rating' })}>
                <FormattedMessage {...rating} />
              </Fact>
            )}
            <CrewFacts crew={episode.crew} />
          </dl>
          <h2 className={detailsStyles.sectionHeading}>
            <FormattedMessage id="details.overview.heading" />
          </h2>
          <p className={detailsStyles.prose}>
            {episode.overview || <FormattedMessage id="details.overview.none" />}
          </p>
          <Neighbours
            showId={show.id}
            {...episodeNeighbours(show.seasons, { seasonNumber, episodeNumber })}
          />
        </div>
      </div>
      <CastList
        cast={episode.guest_stars}
        heading={intl.formatMessage({ id: 'details.episode.guestStars' })}
      />
      <CrewList crew={episode.crew} />
    </article>
  );
}

function Neighbours({
  showId,
  previous,
  next,
}: {
  showId: number;
  previous?: EpisodeNumbers | undefined;
  next?: EpisodeNumbers | undefined;
}) {
  const intl = useIntl();
  if (!previous && !next) return null;
  const link = ({ seasonNumber, episodeNumber }: EpisodeNumbers, label: MessageId, rel: string) => (
    <Link to={episodePath(showId, seasonNumber, episodeNumber)} rel={rel}>
      {intl.formatMessage({ id: label }, { code: episodeCode(seasonNumber, episodeNumber) })}
    </Link>
  );
  return (
    <nav
      aria-label={intl.formatMessage({ id: 'details.episode.neighbours' })}
      className={styles.neighbours}
    >
      <ul>
        {previous && <li>{link(previous, 'details.episode.previous', 'prev')}</li>}
        {next && <li>{link(next, 'details.episode.next', 'next')}</li>}
      </ul>
    </nav>
  );
}

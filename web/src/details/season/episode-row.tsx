import type { ProgressEpisode } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { airsTextIn } from '../../member/episodes/air-date-text';
import { EpisodeControls } from '../../member/episodes/episode-controls';
import { episodeCode, episodeTitle } from '../../member/episodes/episode-names';
import { episodePath } from '../../member/episodes/episode-paths';
import { StillImage } from '../../ui/still-image';
import { formatRating, formatRuntime } from '../details-format';
import { FormattedDate } from '../formatted-date';
import type { SeasonEpisode } from './season-query';
import styles from './season-page.module.css';

/**
 * One episode of a season: its still, number and name (a link to its page), when it aired or
 * airs, how long it runs, TMDB's rating and its overview; a member's Watched and rating.
 */
export function EpisodeRow({
  showId,
  showName,
  episode,
  aired,
  known,
  eager,
}: {
  showId: number;
  showName: string;
  episode: SeasonEpisode;
  /** Aired by the day the season's answer came. */
  aired: boolean;
  known: readonly ProgressEpisode[];
  eager: boolean;
}) {
  const intl = useIntl();
  const headingId = useId();
  const airsId = useId();
  const { season_number: seasonNumber, episode_number: episodeNumber } = episode;
  const code = episodeCode(seasonNumber, episodeNumber);
  const runtime = formatRuntime(episode.runtime);
  const rating = formatRating(episode.vote_average, episode.vote_count);
  return (
    <article aria-labelledby={headingId} className={styles.episode}>
      {/* The heading beside it names the episode. */}
      <StillImage className={styles.still} path={episode.still_path} alt="" eager={eager} />
      <div className={styles.episodeBody}>
        <h3 id={headingId} className={styles.episodeTitle}>
          <Link to={episodePath(showId, seasonNumber, episodeNumber)}>
            <span className={styles.episodeCode}>{code}</span> {episodeTitle(episode)}
          </Link>
        </h3>
        <p className={styles.episodeMeta}>
          {aired ? (
            <FormattedDate iso={episode.air_date} />
          ) : (
            <span id={airsId} className={styles.airs}>
              {airsTextIn(intl, episode.air_date || null)}
            </span>
          )}
          {runtime && (
            <span>
              <FormattedMessage {...runtime} />
            </span>
          )}
          {rating && (
            <span>
              <FormattedMessage
                id="details.episode.rating"
                values={{ rating: intl.formatMessage({ id: rating.id }, rating.values) }}
              />
            </span>
          )}
        </p>
        {episode.overview && <p className={styles.overview}>{episode.overview}</p>}
        <EpisodeControls
          showId={showId}
          showName={showName}
          seasonNumber={seasonNumber}
          episodeNumber={episodeNumber}
          aired={aired}
          airsId={airsId}
          known={known}
          ratingLabel={intl.formatMessage({ id: 'details.episode.yourRatingOf' }, { code })}
        />
      </div>
    </article>
  );
}

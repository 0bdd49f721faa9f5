import type { TvDetails, TvSeason } from '@marquee/tmdb-types/details';
import type { SeasonProgress } from '@marquee/tmdb-types/episode-progress';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { seasonTitle } from '../member/episodes/episode-names';
import { seasonPath } from '../member/episodes/episode-paths';
import { useShowProgress } from '../member/episodes/episode-progress-queries';
import { seasonProgressMessage } from '../member/episodes/progress-text';
import { PosterImage } from '../ui/poster-image';
import { yearOf } from './details-format';
import detailsStyles from './details-page.module.css';
import styles from './season-list.module.css';

/** Regular seasons in order, then the specials, which most people come to last. */
function inViewingOrder(seasons: readonly TvSeason[]): TvSeason[] {
  const order = (season: TvSeason) =>
    season.season_number === 0 ? Number.MAX_SAFE_INTEGER : season.season_number;
  return [...seasons].sort((a, b) => order(a) - order(b));
}

/**
 * A show's seasons, each a link to its page: poster, name, episodes and year, and for a member how
 * many of its aired episodes they watched ("5 of 10 watched", once their progress is in).
 */
export function SeasonList({ show }: { show: TvDetails }) {
  const intl = useIntl();
  const headingId = useId();
  const { data: progress } = useShowProgress(show.id);
  if (show.seasons.length === 0) return null;
  const progressOf = new Map<number, SeasonProgress>(
    progress?.seasons.map((season) => [season.season_number, season]),
  );
  return (
    <section aria-labelledby={headingId} className={detailsStyles.section}>
      <h2 id={headingId} className={detailsStyles.sectionHeading}>
        <FormattedMessage id="details.seasons.heading" />
      </h2>
      <ul className={styles.seasons}>
        {inViewingOrder(show.seasons).map((season) => {
          const year = yearOf(season.air_date);
          const mine = progressOf.get(season.season_number);
          return (
            <li key={season.season_number}>
              <Link to={seasonPath(show.id, season.season_number)} className={styles.season}>
                {/* The name beside it says which season this is. */}
                <PosterImage
                  className={styles.poster}
                  path={season.poster_path}
                  alt=""
                  placeholder="title"
                  size="w185"
                  eager={false}
                />
                <span className={styles.name}>{seasonTitle(season)}</span>
                <span className={styles.meta}>
                  {[
                    intl.formatMessage(
                      { id: 'details.episodeCount' },
                      { count: season.episode_count },
                    ),
                    year,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {mine && mine.aired_episodes > 0 && (
                  <span className={styles.progress}>
                    <FormattedMessage
                      {...seasonProgressMessage(mine.watched_episodes, mine.aired_episodes)}
                    />
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

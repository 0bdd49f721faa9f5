import type { UpNextItem } from '@marquee/tmdb-types/episode-progress';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { episodeLabel } from '../member/episodes/episode-names';
import { episodePath } from '../member/episodes/episode-paths';
import { upNextQueryOptions } from '../member/episodes/episode-progress-queries';
import { MarkNextWatched } from '../member/episodes/mark-next-watched';
import { titleOf } from '../member/library-format';
import { useLibraryMember } from '../member/use-library-member';
import { PosterImage } from '../ui/poster-image';
import { useFocusKeptInList } from '../ui/use-focus-kept-in-list';
import { homeRowSize } from './trending-row';
import cardListStyles from '../ui/card-list.module.css';
import styles from './home-page.module.css';

/**
 * "Continue watching": the next episode of each show the member watches (Up next's first page),
 * each a link to that episode with Mark watched. Only for a member on our server, and only when
 * there is one: an empty or failed answer leaves the home page as it was without it.
 */
export function ContinueWatchingRow() {
  const intl = useIntl();
  const headingId = useId();
  const uid = useLibraryMember();
  const options = upNextQueryOptions(uid ?? '', 'watching', 1);
  const { data } = useQuery({ ...options, queryFn: uid === null ? skipToken : options.queryFn });
  const items = (data?.results ?? []).filter((item) => item.next_episode !== null);
  // A show marked up to date leaves the row at once, with the button that had the focus.
  const focusKept = useFocusKeptInList<HTMLUListElement>(data);
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.row}>
      <div className={styles.rowHeader}>
        <h2 id={headingId}>
          <FormattedMessage id="home.continue.heading" />
        </h2>
        <p className={styles.subtitle}>
          <FormattedMessage id="home.continue.subtitle" />
        </p>
      </div>
      <ul
        className={cardListStyles.row}
        aria-label={intl.formatMessage({ id: 'home.continue.heading' })}
        ref={focusKept.ref}
        onFocus={focusKept.onFocus}
      >
        {items.slice(0, homeRowSize).map((item, index) => (
          <li key={item.show.id} className={cardListStyles.cell}>
            <ContinueCard item={item} eager={index < 4} />
          </li>
        ))}
      </ul>
      <Link to="/up-next" className={styles.more}>
        <FormattedMessage id="home.continue.all" />
      </Link>
    </section>
  );
}

function ContinueCard({ item, eager }: { item: UpNextItem; eager: boolean }) {
  const episodeId = useId();
  const next = item.next_episode;
  if (next === null) return null;
  const name = titleOf(item.show);
  return (
    <div className={styles.continueCard}>
      <Link
        to={episodePath(item.show.id, next.season_number, next.episode_number)}
        className={styles.continueLink}
      >
        {/* The link's words say which show and episode. */}
        <PosterImage
          className={styles.continuePoster}
          path={item.show.poster_path}
          alt=""
          placeholder="title"
          eager={eager}
        />
        <span className={styles.continueName}>{name}</span>{' '}
        <span id={episodeId} className={styles.continueEpisode}>
          {episodeLabel(next)}
        </span>
      </Link>
      <MarkNextWatched item={item} describedBy={episodeId} />
    </div>
  );
}

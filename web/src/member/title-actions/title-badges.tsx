import type { AccountStates } from '@marquee/tmdb-types/account';
import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { TitleKey } from '../library-api';
import { useCachedTitleStates } from '../use-title-states';
import { maxRating } from './star-rating';
import { BookmarkIcon, EyeIcon, StarIcon } from './title-icons';
import styles from './title-badges.module.css';

export interface TitleBadgesProps {
  /** Given to the element that describes the title's link; empty when there is nothing to say. */
  id: string;
  title: TitleKey;
  /** Over a card's poster, or in a line of text (a filmography). */
  layout?: 'overlay' | 'inline';
}

/**
 * What a title's card or line shows at a glance: on the watchlist, watched, your rating. Icons
 * for the eye, words for a screen reader. Reads the states its list asked for; asks nothing.
 */
export function TitleBadges({ id, title, layout = 'overlay' }: TitleBadgesProps) {
  const states = useCachedTitleStates(title);
  return <Badges id={id} states={states} className={styles[layout]} />;
}

function Badges({
  id,
  states,
  className,
}: {
  id: string;
  states: AccountStates | undefined;
  className: string | undefined;
}) {
  const rating = states?.rated ? states.rated.value : 0;
  return (
    <div id={id} className={[styles.badges, className].filter(Boolean).join(' ')}>
      {states?.watchlist && (
        <span className={styles.badge}>
          <BookmarkIcon className={styles.icon} />
          <span className="visually-hidden">
            <FormattedMessage id="member.badges.watchlist" />
          </span>
        </span>
      )}
      {/* Words apart in the link's description, which joins inline text as it stands. */}
      {states?.watchlist && ' '}
      {states && states.watched > 0 && (
        <span className={styles.badge}>
          <EyeIcon className={styles.icon} />
          <span className="visually-hidden">
            <FormattedMessage id="member.badges.watched" />
          </span>
        </span>
      )}
      {states && states.watched > 0 && ' '}
      {rating > 0 && (
        <span className={`${styles.badge} ${styles.rating}`}>
          <StarIcon className={styles.icon} />
          <span aria-hidden="true">
            <FormattedNumber value={rating} />
          </span>
          <span className="visually-hidden">
            <FormattedMessage
              id="member.badges.rating"
              values={{ value: rating, max: maxRating }}
            />
          </span>
        </span>
      )}
    </div>
  );
}

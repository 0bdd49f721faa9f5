import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../i18n/load-messages';
import type { LibraryTotals } from './use-library-totals';

type Kind = Exclude<keyof LibraryTotals, 'isError'>;

const kinds: readonly Kind[] = ['watchlist', 'ratings', 'diary', 'favorites', 'lists'];

const counted: Record<Kind, MessageId> = {
  watchlist: 'settings.delete.totals.watchlist',
  ratings: 'settings.delete.totals.ratings',
  diary: 'settings.delete.totals.diary',
  favorites: 'settings.delete.totals.favorites',
  lists: 'settings.delete.totals.lists',
};

const counting: Record<Kind, MessageId> = {
  watchlist: 'settings.delete.totals.countingWatchlist',
  ratings: 'settings.delete.totals.countingRatings',
  diary: 'settings.delete.totals.countingDiary',
  favorites: 'settings.delete.totals.countingFavorites',
  lists: 'settings.delete.totals.countingLists',
};

/** What a deletion would take: one line per kind, as counted by the library's reads. */
export function LibraryTotalsList({ totals }: { totals: LibraryTotals }) {
  const intl = useIntl();
  if (totals.isError)
    return (
      <p>
        <FormattedMessage id="settings.delete.totals.countFailed" />
      </p>
    );
  return (
    <ul aria-label={intl.formatMessage({ id: 'settings.delete.totals.label' })}>
      {kinds.map((kind) => {
        const count = totals[kind];
        return (
          <li key={kind}>
            {count === undefined ? (
              <FormattedMessage id={counting[kind]} />
            ) : (
              <FormattedMessage id={counted[kind]} values={{ count }} />
            )}
          </li>
        );
      })}
    </ul>
  );
}

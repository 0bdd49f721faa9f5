import { CardList, type CardListProps } from '../ui/card-list';
import type { CardItem } from '../ui/media-card';
import { StatesAskedByPage } from './states-asked-by-page';
import type { WatchedFilter } from './use-watched-filter';

export interface WatchedFilterCardsProps extends Omit<CardListProps, 'items' | 'emptyMessage'> {
  watched: WatchedFilter<CardItem>;
  /** Said when the page has no titles. */
  emptyMessage: string;
  /** Said instead when it has some, and "Hide watched" left out every one. */
  allWatchedMessage: string;
}

/**
 * The cards useWatchedFilter leaves on a page. They ask for no states of their own: the page
 * asked for every card's already.
 */
export function WatchedFilterCards({
  watched,
  emptyMessage,
  allWatchedMessage,
  ...list
}: WatchedFilterCardsProps) {
  return (
    <StatesAskedByPage>
      <CardList
        {...list}
        items={watched.items}
        emptyMessage={watched.hidden > 0 ? allWatchedMessage : emptyMessage}
      />
    </StatesAskedByPage>
  );
}

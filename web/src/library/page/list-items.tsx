import type { LibraryTitle, ListDetails } from '@marquee/tmdb-types/account';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useLayoutEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addListItem, moveListItem, removeListItem } from '../../member/library-api';
import { titleKey, titleOf, titleSlug } from '../../member/library-format';
import {
  failureReason,
  optimisticWrite,
  refreshLibrary,
  reportWriteFailure,
} from '../../member/library-writes';
import { TitleGrid } from './title-grid';
import type { WriteMessagesState } from './write-messages';
import styles from './library-page.module.css';

/** The server's page size: an item's place in the list is its page's offset plus its index. */
const pageSize = 20;

type Control = 'up' | 'down' | 'remove';

function moved(list: ListDetails, from: number, to: number): ListDetails {
  const items = [...list.items];
  const [item] = items.splice(from, 1);
  // Off this page: it shows on the neighbouring page once the list is read again.
  if (item && to >= 0 && to < list.items.length) items.splice(to, 0, item);
  return { ...list, items };
}

function without(list: ListDetails, item: LibraryTitle): ListDetails {
  const items = list.items.filter((other) => titleSlug(other) !== titleSlug(item));
  const removed = list.items.length - items.length;
  return {
    ...list,
    items,
    item_count: Math.max(0, list.item_count - removed),
    total_results: Math.max(0, list.total_results - removed),
  };
}

/**
 * A list's titles as cards, each with Remove and, in the list's own order, Move up and Move down.
 * Each change shows at once and is put back, with a message, if the server refuses it.
 */
export function ListItems({
  uid,
  listId,
  list,
  queryKey,
  reorderable,
  messages,
}: {
  uid: string;
  listId: number;
  list: ListDetails;
  queryKey: QueryKey;
  /** Only in the list's own order, unfiltered, is a card's place its place in the list. */
  reorderable: boolean;
  messages: WriteMessagesState;
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const gridRef = useRef<HTMLOListElement>(null);
  // React moves a card by moving its DOM node, which can drop the focus: put it back after.
  const pendingFocus = useRef<{ slug: string; control: Control } | null>(null);
  const offset = (list.page - 1) * pageSize;
  const lastPosition = list.total_results - 1;

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const find = (control: Control) =>
      gridRef.current?.querySelector<HTMLButtonElement>(
        `[data-item="${target.slug}"][data-control="${control}"]`,
      );
    const other: Control = target.control === 'up' ? 'down' : 'up';
    const preferred = find(target.control);
    const button = preferred && !preferred.disabled ? preferred : find(other);
    button?.focus();
  }, [list]);

  async function move(item: LibraryTitle, index: number, step: -1 | 1) {
    messages.clear();
    pendingFocus.current = { slug: titleSlug(item), control: step < 0 ? 'up' : 'down' };
    try {
      await optimisticWrite<ListDetails>(queryClient, {
        uid,
        queryKey,
        change: (data) => moved(data, index, index + step),
        write: () =>
          moveListItem(listId, titleKey(item), offset + index + step, { client: queryClient }),
      });
    } catch (error) {
      messages.showFailure(
        intl.formatMessage(
          { id: 'library.listItems.moveFailed' },
          { title: titleOf(item), reason: failureReason(error) },
        ),
      );
    }
  }

  async function remove(item: LibraryTitle, index: number) {
    messages.clear();
    const neighbour = list.items[index + 1] ?? list.items[index - 1];
    if (neighbour) pendingFocus.current = { slug: titleSlug(neighbour), control: 'remove' };
    try {
      await optimisticWrite<ListDetails>(queryClient, {
        uid,
        queryKey,
        change: (data) => without(data, item),
        write: () => removeListItem(listId, titleKey(item), { client: queryClient }),
      });
    } catch (error) {
      messages.showFailure(
        intl.formatMessage(
          { id: 'library.listItems.removeFailed' },
          { title: titleOf(item), reason: failureReason(error) },
        ),
      );
      return;
    }
    const position = reorderable ? offset + index : undefined;
    messages.showDone(
      intl.formatMessage(
        { id: 'library.listItems.removed' },
        { title: titleOf(item), list: list.name },
      ),
      {
        label: intl.formatMessage({ id: 'library.undo' }),
        run: () => void putBack(item, position),
      },
    );
  }

  /** Undo: added again, and moved back to its place when the list was in its own order. */
  async function putBack(item: LibraryTitle, position: number | undefined) {
    messages.clear();
    try {
      const asking = { client: queryClient };
      await addListItem(listId, titleKey(item), asking);
      if (position !== undefined) await moveListItem(listId, titleKey(item), position, asking);
    } catch (error) {
      reportWriteFailure(error);
      messages.showFailure(
        intl.formatMessage(
          { id: 'library.listItems.putBackFailed' },
          { title: titleOf(item), reason: failureReason(error) },
        ),
      );
      return;
    } finally {
      void refreshLibrary(queryClient, uid);
    }
    messages.showDone(
      intl.formatMessage(
        { id: 'library.listItems.putBack' },
        { title: titleOf(item), list: list.name },
      ),
    );
  }

  return (
    <TitleGrid
      items={list.items}
      label={intl.formatMessage({ id: 'library.listItems.label' }, { list: list.name })}
      listRef={gridRef}
      renderExtra={(item, index) => {
        const slug = titleSlug(item);
        const position = offset + index;
        return (
          <div role="group" aria-label={titleOf(item)} className={styles.itemControls}>
            {reorderable && (
              <>
                <button
                  type="button"
                  className={styles.smallButton}
                  data-item={slug}
                  data-control="up"
                  disabled={position <= 0}
                  onClick={() => void move(item, index, -1)}
                >
                  <FormattedMessage id="library.listItems.moveUp" />
                </button>
                <button
                  type="button"
                  className={styles.smallButton}
                  data-item={slug}
                  data-control="down"
                  disabled={position >= lastPosition}
                  onClick={() => void move(item, index, 1)}
                >
                  <FormattedMessage id="library.listItems.moveDown" />
                </button>
              </>
            )}
            <button
              type="button"
              className={styles.smallButton}
              data-item={slug}
              data-control="remove"
              onClick={() => void remove(item, index)}
            >
              <FormattedMessage id="library.listItems.remove" />
            </button>
          </div>
        );
      }}
    />
  );
}

import type { SavedFilter } from '@marquee/tmdb-types/saved-filters';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSavedFilters } from '../saved-filters/saved-filters-query';
import { useSavedFilterWrites } from '../saved-filters/use-saved-filter-writes';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { FormAlert } from '../ui/form-alert';
import { failureReason } from '../lib/failure-reason';
import { SavedFilterItem, type MoveDirection } from './saved-filter-item';
import { SettingsSection } from './settings-section';
import settingsStyles from './settings-page.module.css';
import styles from './saved-filters-section.module.css';

/** Where the focus goes once the list is drawn again after a move or a removal. */
type FocusNext = { id: number; direction: MoveDirection } | { removedAt: number };

/**
 * The member's saved filters: renamed, shown on Home or not, put in order (Home's rows follow it)
 * and removed. Each change shows at once and is said aloud; a refused one is put back and said.
 */
export function SavedFiltersSection() {
  const { filters, isError, error } = useSavedFilters();
  const writes = useSavedFilterWrites();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SavedFilter | null>(null);
  const [focusNext, setFocusNext] = useState<FocusNext | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const removeButton = useRef<HTMLElement | null>(null);

  // A moved item's node may be moved with it, a removed one goes, and a button at an end is
  // disabled: each drops the focus. Only then (as useFocusKeptInList) it goes back to the button
  // pressed (the other way once the item reached an end), or to the item in the removed one's place.
  useLayoutEffect(() => {
    const items = list.current?.children;
    const active = document.activeElement;
    const lost =
      active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (focusNext === null || items === undefined || !lost) return;
    if ('removedAt' in focusNext) {
      items[Math.min(focusNext.removedAt, items.length - 1)]
        ?.querySelector<HTMLElement>('a[href]')
        ?.focus();
      return;
    }
    const item = list.current?.querySelector(`[data-filter-id="${focusNext.id}"]`);
    const button =
      item?.querySelector<HTMLButtonElement>(
        `[data-move="${focusNext.direction}"]:not(:disabled)`,
      ) ?? item?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
  }, [focusNext, filters]);

  function run(write: Promise<void>, done: string, failed: string) {
    setFailure(null);
    setAnnouncement(done);
    write.catch((reason: unknown) => {
      setAnnouncement('');
      setFailure(`${failed}: ${failureReason(reason)}`);
    });
  }

  function move(filter: SavedFilter, direction: MoveDirection, count: number) {
    const position = filter.position + (direction === 'up' ? -1 : 1);
    setFocusNext({ id: filter.id, direction });
    run(
      writes.move(filter, position),
      `${filter.name} moved to ${position + 1} of ${count}.`,
      `Couldn't move ${filter.name}`,
    );
  }

  return (
    <SettingsSection title="Saved filters" id="saved-filters">
      <p className={settingsStyles.hint}>
        Filters you saved on Movies and TV shows. The ones shown on Home are rows there, in this
        order.
      </p>
      {filters === undefined ? (
        <p className={settingsStyles.hint}>
          {isError ? `Couldn't load your saved filters: ${failureReason(error)}` : 'Loading…'}
        </p>
      ) : filters.length === 0 ? (
        <p className={settingsStyles.hint}>
          No saved filters yet: choose filters on Movies or TV shows and press Save filters.
        </p>
      ) : (
        <ol ref={list} className={styles.list} aria-label="Saved filters">
          {filters.map((filter, index) => (
            <SavedFilterItem
              key={filter.id}
              filter={filter}
              isFirst={index === 0}
              isLast={index === filters.length - 1}
              onRename={(name) =>
                run(
                  writes.change(filter, { name }),
                  `${filter.name} renamed to ${name}.`,
                  `Couldn't rename ${filter.name}`,
                )
              }
              onPin={(pinned) =>
                run(
                  writes.change(filter, { pinned }),
                  pinned ? `${filter.name} is shown on Home.` : `${filter.name} is off Home.`,
                  `Couldn't change ${filter.name}`,
                )
              }
              onMove={(direction) => move(filter, direction, filters.length)}
              onRemove={() => {
                removeButton.current = document.activeElement as HTMLElement | null;
                setRemoving(filter);
              }}
            />
          ))}
        </ol>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {failure && <FormAlert>{failure}</FormAlert>}
      {removing && (
        <ConfirmDialog
          title="Remove saved filter"
          confirmLabel="Remove"
          busy={false}
          failure={null}
          returnFocus={removeButton}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            setFocusNext({ removedAt: removing.position });
            run(
              writes.remove(removing),
              `${removing.name} removed.`,
              `Couldn't remove ${removing.name}`,
            );
          }}
        >
          <p>
            Remove “{removing.name}”? Its row leaves Home; the titles in it stay where they are.
          </p>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}

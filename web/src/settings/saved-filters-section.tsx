import type { SavedFilter } from '@marquee/tmdb-types/saved-filters';
import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../i18n/message';
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
  const intl = useIntl();
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

  /** `failed` is said with the server's reason added to its values. */
  function run(write: Promise<void>, done: Message, failed: Message) {
    setFailure(null);
    setAnnouncement(intl.formatMessage({ id: done.id }, done.values));
    write.catch((reason: unknown) => {
      setAnnouncement('');
      setFailure(
        intl.formatMessage({ id: failed.id }, { ...failed.values, reason: failureReason(reason) }),
      );
    });
  }

  function move(filter: SavedFilter, direction: MoveDirection, count: number) {
    const position = filter.position + (direction === 'up' ? -1 : 1);
    setFocusNext({ id: filter.id, direction });
    run(
      writes.move(filter, position),
      {
        id: 'settings.savedFilters.moved',
        values: { name: filter.name, position: position + 1, count },
      },
      { id: 'settings.savedFilters.moveFailed', values: { name: filter.name } },
    );
  }

  return (
    <SettingsSection
      title={intl.formatMessage({ id: 'settings.savedFilters.title' })}
      id="saved-filters"
    >
      <p className={settingsStyles.hint}>
        <FormattedMessage id="settings.savedFilters.hint" />
      </p>
      {filters === undefined ? (
        <p className={settingsStyles.hint}>
          {isError ? (
            <FormattedMessage
              id="settings.savedFilters.loadFailed"
              values={{ reason: failureReason(error) }}
            />
          ) : (
            <FormattedMessage id="settings.savedFilters.loading" />
          )}
        </p>
      ) : filters.length === 0 ? (
        <p className={settingsStyles.hint}>
          <FormattedMessage id="settings.savedFilters.empty" />
        </p>
      ) : (
        <ol
          ref={list}
          className={styles.list}
          aria-label={intl.formatMessage({ id: 'settings.savedFilters.listLabel' })}
        >
          {filters.map((filter, index) => (
            <SavedFilterItem
              key={filter.id}
              filter={filter}
              isFirst={index === 0}
              isLast={index === filters.length - 1}
              onRename={(name) =>
                run(
                  writes.change(filter, { name }),
                  {
                    id: 'settings.savedFilters.renamed',
                    values: { name: filter.name, newName: name },
                  },
                  { id: 'settings.savedFilters.renameFailed', values: { name: filter.name } },
                )
              }
              onPin={(pinned) =>
                run(
                  writes.change(filter, { pinned }),
                  {
                    id: pinned ? 'settings.savedFilters.pinned' : 'settings.savedFilters.unpinned',
                    values: { name: filter.name },
                  },
                  { id: 'settings.savedFilters.pinFailed', values: { name: filter.name } },
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
          title={intl.formatMessage({ id: 'settings.savedFilters.remove.title' })}
          confirmLabel={intl.formatMessage({ id: 'settings.savedFilters.remove.confirm' })}
          busy={false}
          failure={null}
          returnFocus={removeButton}
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            setRemoving(null);
            setFocusNext({ removedAt: removing.position });
            run(
              writes.remove(removing),
              { id: 'settings.savedFilters.removed', values: { name: removing.name } },
              { id: 'settings.savedFilters.removeFailed', values: { name: removing.name } },
            );
          }}
        >
          <p>
            <FormattedMessage
              id="settings.savedFilters.remove.question"
              values={{ name: removing.name }}
            />
          </p>
        </ConfirmDialog>
      )}
    </SettingsSection>
  );
}

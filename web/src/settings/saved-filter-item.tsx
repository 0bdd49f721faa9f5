import type { SavedFilter } from '@marquee/tmdb-types/saved-filters';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { savedFilterHref, savedFilterKinds } from '../saved-filters/saved-filter-address';
import { checkSavedFilterName } from '../saved-filters/save-filter-dialog';
import { TextField } from '../ui/text-field';
import styles from './saved-filters-section.module.css';

export type MoveDirection = 'up' | 'down';

export interface SavedFilterItemProps {
  filter: SavedFilter;
  isFirst: boolean;
  isLast: boolean;
  onRename(name: string): void;
  onPin(pinned: boolean): void;
  onMove(direction: MoveDirection): void;
  onRemove(): void;
}

/** One saved filter in Settings: where it leads, and its name, pin, place and removal. */
export function SavedFilterItem({
  filter,
  isFirst,
  isLast,
  onRename,
  onPin,
  onMove,
  onRemove,
}: SavedFilterItemProps) {
  const intl = useIntl();
  const id = useId();
  const [renaming, setRenaming] = useState(false);
  const { name } = filter;
  return (
    <li className={styles.item} data-filter-id={filter.id}>
      {renaming ? (
        <RenameForm
          name={name}
          onCancel={() => setRenaming(false)}
          onRename={(newName) => {
            setRenaming(false);
            onRename(newName);
          }}
        />
      ) : (
        <div className={styles.title}>
          <Link id={`${id}-name`} to={savedFilterHref(filter)}>
            {name}
          </Link>
          <span className={styles.kind}>
            <FormattedMessage id={savedFilterKinds[filter.media_type]} />
          </span>
        </div>
      )}
      <div className={styles.checkbox}>
        <input
          id={`${id}-pinned`}
          type="checkbox"
          checked={filter.pinned}
          aria-describedby={`${id}-name`}
          onChange={(event) => onPin(event.target.checked)}
        />
        <label htmlFor={`${id}-pinned`}>
          <FormattedMessage id="settings.savedFilters.item.showOnHome" />
        </label>
      </div>
      <div className={styles.actions}>
        {!renaming && (
          <button
            type="button"
            className={styles.button}
            aria-label={intl.formatMessage(
              { id: 'settings.savedFilters.item.renameLabel' },
              { name },
            )}
            onClick={() => setRenaming(true)}
          >
            <FormattedMessage id="settings.savedFilters.item.rename" />
          </button>
        )}
        <button
          type="button"
          className={styles.button}
          data-move="up"
          disabled={isFirst}
          aria-label={intl.formatMessage(
            { id: 'settings.savedFilters.item.moveUpLabel' },
            { name },
          )}
          onClick={() => onMove('up')}
        >
          <FormattedMessage id="settings.savedFilters.item.moveUp" />
        </button>
        <button
          type="button"
          className={styles.button}
          data-move="down"
          disabled={isLast}
          aria-label={intl.formatMessage(
            { id: 'settings.savedFilters.item.moveDownLabel' },
            { name },
          )}
          onClick={() => onMove('down')}
        >
          <FormattedMessage id="settings.savedFilters.item.moveDown" />
        </button>
        <button
          type="button"
          className={styles.dangerButton}
          aria-label={intl.formatMessage(
            { id: 'settings.savedFilters.item.removeLabel' },
            { name },
          )}
          onClick={onRemove}
        >
          <FormattedMessage id="settings.savedFilters.item.remove" />
        </button>
      </div>
    </li>
  );
}

function RenameForm({
  name,
  onRename,
  onCancel,
}: {
  name: string;
  onRename(name: string): void;
  onCancel(): void;
}) {
  const intl = useIntl();
  const id = useId();
  const [value, setValue] = useState(name);
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = checkSavedFilterName(value);
    setProblem(invalid === null ? null : intl.formatMessage({ id: invalid.id }, invalid.values));
    if (invalid === null) onRename(value.trim());
  }
  return (
    <form className={styles.rename} noValidate onSubmit={submit}>
      <TextField
        id={`${id}-name`}
        label={<FormattedMessage id="settings.savedFilters.item.newName" values={{ name }} />}
        value={value}
        onChange={setValue}
        problem={problem}
        autoFocus
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          <FormattedMessage id="settings.savedFilters.item.saveName" />
        </button>
        <button type="button" className={styles.button} onClick={onCancel}>
          <FormattedMessage id="settings.savedFilters.item.cancel" />
        </button>
      </div>
    </form>
  );
}

import type { AccountStates } from '@marquee/tmdb-types/account';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useMemberLists } from '../use-member-lists';
import { ListIcon } from './title-icons';
import styles from './title-actions.module.css';

export interface AddToListMenuProps {
  states: AccountStates | undefined;
  disabled: boolean;
  onToggle(list: { id: number; name: string }, on: boolean): void;
  /** "New list…" was chosen; focus goes back to the returned button afterwards. */
  onNewList(button: HTMLButtonElement | null): void;
}

type Opening = 'first' | 'last';

/** The items focus can move to: the lists and "New list…", not a note that they are loading. */
function menuItemsOf(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])].filter(
    (item) => item.getAttribute('aria-disabled') !== 'true',
  );
}

/**
 * "Add to list": a menu of the member's lists, each ticked when the title is in it (choosing one
 * puts the title in or takes it out, and the menu stays open), and "New list…". Arrows, Home and
 * End move; Escape closes it and focus goes back to the button.
 */
export function AddToListMenu({ states, disabled, onToggle, onNewList }: AddToListMenuProps) {
  const intl = useIntl();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const [opening, setOpening] = useState<Opening | null>(null);
  const open = opening !== null;
  const { lists, isError } = useMemberLists(open);

  // The first (or last) item takes focus when the menu opens; while the lists are on their way
  // the menu itself holds it, and hands it on when they arrive.
  const settled = lists !== undefined || isError;
  useEffect(() => {
    const menu = menuRef.current;
    if (!opening || !menu) return;
    if (document.activeElement !== buttonRef.current && document.activeElement !== menu) return;
    if (!settled) {
      menu.focus();
      return;
    }
    const candidates = menuItemsOf(menu);
    (opening === 'first' ? candidates[0] : candidates.at(-1))?.focus();
  }, [opening, settled]);

  useEffect(() => {
    if (!open) return;
    function closeOnOutside(event: PointerEvent) {
      const target = event.target as Node;
      if (menuRef.current?.contains(target) || buttonRef.current?.contains(target)) return;
      setOpening(null);
    }
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  function close(returnFocus: boolean) {
    setOpening(null);
    if (returnFocus) buttonRef.current?.focus();
  }

  function handleButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpening(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function handleMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const candidates = menuItemsOf(menuRef.current);
    const index = candidates.indexOf(document.activeElement as HTMLElement);
    const last = candidates.length - 1;
    const next =
      event.key === 'ArrowDown'
        ? index < 0 || index === last
          ? 0
          : index + 1
        : event.key === 'ArrowUp'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next !== undefined) {
      event.preventDefault();
      candidates[next]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // One Escape closes the menu only, not a dialog around it.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  const inList = (id: number) => states?.list_ids.includes(id) ?? false;

  return (
    <div className={styles.menuHost}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.action}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => (open ? close(false) : setOpening('first'))}
        onKeyDown={handleButtonKeyDown}
      >
        <ListIcon className={styles.icon} />
        <FormattedMessage id="member.addToList.button" />
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={intl.formatMessage({ id: 'member.addToList.button' })}
          tabIndex={-1}
          className={styles.menu}
          onKeyDown={handleMenuKeyDown}
        >
          {lists === undefined ? (
            <li role="menuitem" aria-disabled="true" tabIndex={-1} className={styles.menuNote}>
              <FormattedMessage
                id={isError ? 'member.addToList.loadFailed' : 'member.addToList.loading'}
              />
            </li>
          ) : (
            lists.map((list) => (
              <li
                key={list.id}
                role="menuitemcheckbox"
                aria-checked={inList(list.id)}
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => onToggle({ id: list.id, name: list.name }, !inList(list.id))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    onToggle({ id: list.id, name: list.name }, !inList(list.id));
                  }
                }}
              >
                <span className={styles.check} aria-hidden="true" />
                {list.name}
              </li>
            ))
          )}
          <li role="separator" className={styles.separator} />
          <li
            role="menuitem"
            tabIndex={-1}
            className={styles.menuItem}
            onClick={() => {
              close(false);
              onNewList(buttonRef.current);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                close(false);
                onNewList(buttonRef.current);
              }
            }}
          >
            <FormattedMessage id="member.addToList.newList" />
          </li>
        </ul>
      )}
    </div>
  );
}

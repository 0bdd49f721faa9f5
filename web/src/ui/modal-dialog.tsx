import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import styles from './modal-dialog.module.css';

// What Tab moves between; a frame too, since a video player keeps its controls inside it.
const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) => !element.closest('[hidden]') && element.closest('dialog') === root,
  );
}

export interface ModalDialogProps {
  /** The heading, and the dialog's name unless `label` gives another. */
  heading: string;
  label?: string;
  onClose(): void;
  /** Where focus goes when the dialog closes; else back to what had it when it opened. */
  returnFocusTo?: RefObject<HTMLElement | null>;
  /** Shown beside this element (a popover) rather than in the middle of the screen. */
  anchor?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

/**
 * A modal <dialog>: opened with showModal (the page behind is inert), focus inside and kept
 * there, Escape and a click on the backdrop close it, and focus goes back where it came from.
 */
export function ModalDialog({
  heading,
  label,
  onClose,
  returnFocusTo,
  anchor,
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const [position, setPosition] = useState<CSSProperties | undefined>();

  // Before paint, and before the anchored position is measured (it needs the dialog open).
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    (focusablesIn(dialog)[0] ?? dialog).focus();
    return () => {
      // Closing before anything else: the page behind is inert until then.
      dialog.close();
      returnFocus(returnFocusTo, opener);
    };
  }, [returnFocusTo]);

  useLayoutEffect(() => {
    const target = anchor?.current;
    const dialog = ref.current;
    if (!target || !dialog) return;
    function place() {
      if (!target || !dialog) return;
      setPosition(anchoredPosition(target.getBoundingClientRect(), dialog));
    }
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, { capture: true, passive: true });
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, { capture: true });
    };
  }, [anchor]);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Ours, not the browser's: one Escape closes only the topmost dialog.
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      event.stopPropagation();
      const dialog = event.currentTarget;
      const focusables = focusablesIn(dialog);
      const first = focusables[0];
      const last = focusables.at(-1);
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || active === dialog)) {
        event.preventDefault();
        first.focus();
      }
    }
  }

  // The backdrop is the dialog itself (its content is inside the frame). A press that starts in
  // the content and ends outside (selecting a note's text) clicks the dialog too: not a close.
  const pressedBackdrop = useRef(false);
  function handlePointerDown(event: PointerEvent<HTMLDialogElement>) {
    pressedBackdrop.current = event.target === event.currentTarget;
  }
  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
    pressedBackdrop.current = false;
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={label ? undefined : headingId}
      aria-label={label}
      tabIndex={-1}
      className={[styles.dialog, anchor ? styles.anchored : styles.centred, className]
        .filter(Boolean)
        .join(' ')}
      // Set in the browser only, once the dialog is open beside its anchor; never server-rendered.
      // eslint-disable-next-line no-restricted-syntax
      style={position}
      onKeyDown={handleKeyDown}
      onPointerDown={handlePointerDown}
      onClick={handleClick}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className={styles.frame}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        {children}
      </div>
    </dialog>
  );
}

/**
 * Read when the dialog closes, not when it opened: the element meant may have been rendered (or
 * replaced) since.
 */
function returnFocus(
  target: RefObject<HTMLElement | null> | undefined,
  opener: HTMLElement | null,
) {
  (target?.current ?? opener)?.focus();
}

const margin = 8;

/** Below the anchor, its right edges lined up; above when there is no room below; on screen. */
function anchoredPosition(anchor: DOMRect, dialog: HTMLElement): CSSProperties {
  const width = dialog.offsetWidth;
  const height = dialog.offsetHeight;
  const below = anchor.bottom + margin;
  const top =
    below + height <= window.innerHeight || anchor.top - margin - height < 0
      ? below
      : anchor.top - margin - height;
  const left = Math.min(
    Math.max(margin, anchor.right - width),
    Math.max(margin, window.innerWidth - width - margin),
  );
  return {
    '--anchor-top': `${Math.max(margin, top)}px`,
    '--anchor-left': `${left}px`,
  } as CSSProperties;
}

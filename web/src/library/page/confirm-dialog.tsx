import { useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { FormAlert } from '../../ui/form-alert';
import styles from './confirm-dialog.module.css';

/**
 * A modal question before something that cannot be undone. Open while mounted; Cancel has the
 * focus at first (the safe choice), Escape cancels, and focus goes back to `returnFocus` after.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busy,
  failure,
  returnFocus,
  onConfirm,
  onCancel,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busy: boolean;
  failure: string | null;
  returnFocus: RefObject<HTMLElement | null>;
  onConfirm(): void;
  onCancel(): void;
}) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    const opener = returnFocus.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    cancelRef.current?.focus();
    return () => {
      // Closing before anything else: the page behind is inert until then.
      if (dialog.open) dialog.close();
      opener?.focus();
    };
  }, [returnFocus]);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the page decides, so the dialog stays in step with its state.
        event.preventDefault();
        if (!busy) onCancel();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={styles.actions}>
        <button
          ref={cancelRef}
          type="button"
          className={styles.cancel}
          onClick={onCancel}
          disabled={busy}
        >
          Cancel
        </button>
        <button
          type="button"
          className={styles.confirm}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}

import type { ReactNode, RefObject } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from './form-alert';
import { ModalDialog } from './modal-dialog';
import styles from './modal-dialog.module.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The action is on its way: neither button, Escape nor the backdrop does anything. */
  busy: boolean;
  failure: string | null;
  returnFocus: RefObject<HTMLElement | null>;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A modal question before something that cannot be undone. Open while mounted; Cancel has the
 * focus at first (the safe choice, and the first button), and whatever closes a modal dialog
 * cancels.
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
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      heading={title}
      onClose={() => {
        if (!busy) onCancel();
      }}
      returnFocusTo={returnFocus}
    >
      <div className={styles.details}>{children}</div>
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={`${styles.buttons} ${styles.answers}`}>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={busy}>
          <FormattedMessage id="ui.dialog.cancel" />
        </button>
        <button
          type="button"
          className={styles.danger}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}

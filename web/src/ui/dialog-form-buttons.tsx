import { FormattedMessage } from 'react-intl';
import styles from './modal-dialog.module.css';

export interface DialogFormButtonsProps {
  submitLabel: string;
  /** The form is on its way: submitting again is off, Cancel still closes. */
  busy: boolean;
  onCancel(): void;
}

/** The foot of a dialog's form: its submit button, then Cancel. */
export function DialogFormButtons({ submitLabel, busy, onCancel }: DialogFormButtonsProps) {
  return (
    <div className={styles.buttons}>
      <button type="submit" className={styles.primary} disabled={busy}>
        {submitLabel}
      </button>
      <button type="button" className={styles.secondary} onClick={onCancel}>
        <FormattedMessage id="ui.dialog.cancel" />
      </button>
    </div>
  );
}

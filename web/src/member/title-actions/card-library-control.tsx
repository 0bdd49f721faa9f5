import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CardTitle } from '../../ui/media-card-addons';
import { ModalDialog } from '../../ui/modal-dialog';
import { useTitleWriteFailure } from '../use-title-write-failure';
import { TitleActions } from './title-actions';
import { PlusIcon } from './title-icons';
import { WriteFailureAlert } from './write-failure-alert';
import styles from './card-library-control.module.css';

/**
 * A card's small library button (a sibling of its link) and the popover it opens with the
 * title's controls. A write that fails after the popover closed is said under the card.
 */
export function CardLibraryControl({ title }: { title: CardTitle }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const key = { mediaType: title.mediaType, id: title.id };
  const failure = useTitleWriteFailure(key, title.name);
  const label = intl.formatMessage({ id: 'member.cardControl.label' }, { name: title.name });
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.control}
        // The card shows it on hover and focus, and always on touch screens.
        data-card-control=""
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <PlusIcon className={styles.icon} />
      </button>
      {open && (
        <ModalDialog
          heading={title.name}
          label={label}
          onClose={() => setOpen(false)}
          returnFocusTo={buttonRef}
          anchor={buttonRef}
        >
          <TitleActions title={key} name={title.name} />
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            <FormattedMessage id="member.cardControl.close" />
          </button>
        </ModalDialog>
      )}
      {failure && !open && (
        <div className={styles.failure}>
          <WriteFailureAlert failure={failure} />
        </div>
      )}
    </>
  );
}

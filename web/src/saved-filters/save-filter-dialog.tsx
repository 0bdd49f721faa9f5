import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../i18n/message';
import { failureReason } from '../member/library-writes';
import { DialogFormButtons } from '../ui/dialog-form-buttons';
import { FormAlert } from '../ui/form-alert';
import { ModalDialog } from '../ui/modal-dialog';
import { TextField } from '../ui/text-field';
import formStyles from '../ui/form.module.css';
import styles from './saved-filters.module.css';

export const maxSavedFilterNameLength = 100;

/** What the server refuses too, said before asking it. */
export function checkSavedFilterName(name: string): Message | null {
  const trimmed = name.trim();
  if (trimmed === '') return { id: 'savedFilters.name.missing' };
  if (Array.from(trimmed).length > maxSavedFilterNameLength)
    return { id: 'savedFilters.name.tooLong', values: { max: maxSavedFilterNameLength } };
  return null;
}

export interface SaveFilterDialogProps {
  mediaType: TitleMediaType;
  onSave(filter: { name: string; pinned: boolean }): Promise<void>;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** "Save filters": a name, and whether home shows them as a row. */
export function SaveFilterDialog({
  mediaType,
  onSave,
  onClose,
  returnFocusTo,
}: SaveFilterDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState('');
  const [pinned, setPinned] = useState(true);
  const [problem, setProblem] = useState<Message | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = checkSavedFilterName(name);
    setProblem(invalid);
    setServerError(null);
    if (invalid) return;
    setSaving(true);
    try {
      await onSave({ name: name.trim(), pinned });
    } catch (error) {
      setSaving(false);
      setServerError(
        intl.formatMessage(
          { id: 'savedFilters.dialog.saveFailed' },
          { reason: failureReason(error) },
        ),
      );
      return;
    }
    onClose();
  }

  return (
    <ModalDialog
      heading={intl.formatMessage({ id: 'savedFilters.dialog.heading' })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p className={styles.subject}>
        <FormattedMessage id="savedFilters.dialog.subject" values={{ kind: mediaType }} />
      </p>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={saving}
      >
        <TextField
          id={`${id}-name`}
          label={intl.formatMessage({ id: 'savedFilters.dialog.name' })}
          value={name}
          onChange={setName}
          problem={problem && intl.formatMessage({ id: problem.id }, problem.values)}
        />
        <div className={styles.checkbox}>
          <input
            id={`${id}-pinned`}
            type="checkbox"
            checked={pinned}
            onChange={(event) => setPinned(event.target.checked)}
          />
          <label htmlFor={`${id}-pinned`}>
            <FormattedMessage id="savedFilters.dialog.pinned" />
          </label>
        </div>
        <DialogFormButtons
          submitLabel={intl.formatMessage({ id: 'savedFilters.dialog.save' })}
          busy={saving}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

import { useId, useState, type FormEvent, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../../i18n/message';
import { DialogFormButtons } from '../../ui/dialog-form-buttons';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { TextField } from '../../ui/text-field';
import { failureReason } from '../title-write';
import styles from './library-form.module.css';
import formStyles from '../../ui/form.module.css';

export const maxListNameLength = 100;

export interface NewListDialogProps {
  /** The title that goes into the new list, for the dialog's words. */
  name: string;
  /**
   * Creates the list and puts the title in it; rejects with `NewListError` saying which step
   * failed.
   */
  onCreate(listName: string): Promise<void>;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Which step of making a list for a title failed. */
export class NewListError extends Error {
  override readonly name = 'NewListError';
  readonly step: 'create' | 'add';

  constructor(step: 'create' | 'add', cause: unknown) {
    super(`Could not ${step === 'create' ? 'create the list' : 'add the title to it'}`, { cause });
    this.step = step;
  }
}

function nameProblem(listName: string): Message | null {
  const trimmed = listName.trim();
  if (trimmed === '') return { id: 'member.newList.nameRequired' };
  if (Array.from(trimmed).length > maxListNameLength)
    return { id: 'member.newList.nameTooLong', values: { max: maxListNameLength } };
  return null;
}

/** "New list…": asks for a name, makes the list and puts the title in it. */
export function NewListDialog({ name, onCreate, onClose, returnFocusTo }: NewListDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [listName, setListName] = useState('');
  const [problem, setProblem] = useState<Message | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = nameProblem(listName);
    setProblem(invalid);
    setServerError(null);
    if (invalid) return;
    const trimmed = listName.trim();
    setSaving(true);
    try {
      await onCreate(trimmed);
    } catch (error) {
      setSaving(false);
      const why = failureReason(error instanceof NewListError ? error.cause : error);
      const reason = intl.formatMessage({ id: why.id }, why.values);
      setServerError(
        error instanceof NewListError && error.step === 'add'
          ? intl.formatMessage({ id: 'member.newList.addFailed' }, { list: trimmed, name, reason })
          : intl.formatMessage({ id: 'member.newList.createFailed' }, { list: trimmed, reason }),
      );
      return;
    }
    onClose();
  }

  return (
    <ModalDialog
      heading={intl.formatMessage({ id: 'member.newList.heading' })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p className={styles.subject}>
        <FormattedMessage id="member.newList.withTitle" values={{ name }} />
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
          label={intl.formatMessage({ id: 'member.newList.name' })}
          value={listName}
          onChange={setListName}
          problem={problem && intl.formatMessage({ id: problem.id }, problem.values)}
        />
        <DialogFormButtons
          submitLabel={intl.formatMessage({ id: 'member.newList.create' })}
          busy={saving}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

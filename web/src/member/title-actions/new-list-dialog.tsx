import { useId, useState, type FormEvent, type RefObject } from 'react';
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

function nameProblem(listName: string): string | null {
  const trimmed = listName.trim();
  if (trimmed === '') return 'A list needs a name.';
  if (Array.from(trimmed).length > maxListNameLength)
    return `A list name is at most ${maxListNameLength} characters.`;
  return null;
}

/** "New list…": asks for a name, makes the list and puts the title in it. */
export function NewListDialog({ name, onCreate, onClose, returnFocusTo }: NewListDialogProps) {
  const id = useId();
  const [listName, setListName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
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
      const reason = failureReason(error instanceof NewListError ? error.cause : error);
      setServerError(
        error instanceof NewListError && error.step === 'add'
          ? `“${trimmed}” was created, but ${name} could not be added to it: ${reason}`
          : `Could not create the list “${trimmed}”: ${reason}`,
      );
      return;
    }
    onClose();
  }

  return (
    <ModalDialog heading="New list" onClose={onClose} returnFocusTo={returnFocusTo}>
      <p className={styles.subject}>With {name} in it</p>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(event)}
        aria-busy={saving}
      >
        <TextField
          id={`${id}-name`}
          label="Name"
          value={listName}
          onChange={setListName}
          problem={problem}
        />
        <DialogFormButtons submitLabel="Create list" busy={saving} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

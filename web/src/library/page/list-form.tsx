import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Message } from '../../i18n/message';
import type { MessageId } from '../../i18n/load-messages';
import { FormAlert } from '../../ui/form-alert';
import { failureReason, reportWriteFailure } from '../../member/library-writes';
import styles from './library-page.module.css';
import formStyles from '../../ui/form.module.css';

export interface ListValues {
  name: string;
  description: string;
}

interface ListErrors {
  name?: Message;
  description?: Message;
}

const maxNameLength = 100;
const maxDescriptionLength = 1000;

/** The server's limits (docs/library-api.md), said before asking it. */
export function checkList({ name, description }: ListValues): ListErrors {
  const errors: ListErrors = {};
  if (name === '') errors.name = { id: 'library.listForm.nameMissing' };
  else if (name.length > maxNameLength)
    errors.name = { id: 'library.listForm.nameTooLong', values: { max: maxNameLength } };
  if (description.length > maxDescriptionLength)
    errors.description = {
      id: 'library.listForm.descriptionTooLong',
      values: { max: maxDescriptionLength },
    };
  return errors;
}

/** A list's name and description: to create one, or to change one. */
export function ListForm({
  label,
  submitLabel,
  initial,
  failureMessage,
  onSubmit,
  onCancel,
}: {
  /** The form's name: "New list", "Edit list". */
  label: string;
  submitLabel: string;
  initial: ListValues;
  /** "Couldn't create the list: {reason}." */
  failureMessage: MessageId;
  /** Throws what the server said, shown in the form. */
  onSubmit(values: ListValues): Promise<void>;
  onCancel(): void;
}) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState(initial.name);
  const [description, setDescription] = useState(initial.description);
  const [errors, setErrors] = useState<ListErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { name: name.trim(), description: description.trim() };
    const found = checkList(values);
    setErrors(found);
    setFailure(null);
    if (found.name) return nameRef.current?.focus();
    if (found.description) return descriptionRef.current?.focus();
    setBusy(true);
    try {
      await onSubmit(values);
    } catch (error) {
      reportWriteFailure(error);
      setFailure(intl.formatMessage({ id: failureMessage }, { reason: failureReason(error) }));
    } finally {
      setBusy(false);
    }
  }

  const nameError = `${id}-name-error`;
  const descriptionError = `${id}-description-error`;
  return (
    <form
      className={styles.listForm}
      aria-label={label}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      {failure && <FormAlert>{failure}</FormAlert>}
      <div className={formStyles.field}>
        <label htmlFor={`${id}-name`}>
          <FormattedMessage id="library.listForm.name" />
        </label>
        <input
          id={`${id}-name`}
          ref={nameRef}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? nameError : undefined}
        />
        {errors.name && (
          <p id={nameError} className={formStyles.fieldError}>
            <FormattedMessage id={errors.name.id} values={errors.name.values} />
          </p>
        )}
      </div>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-description`}>
          <FormattedMessage id="library.listForm.description" />
        </label>
        <textarea
          id={`${id}-description`}
          ref={descriptionRef}
          value={description}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? descriptionError : undefined}
        />
        {errors.description && (
          <p id={descriptionError} className={formStyles.fieldError}>
            <FormattedMessage id={errors.description.id} values={errors.description.values} />
          </p>
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button type="button" className={styles.button} onClick={onCancel} disabled={busy}>
          <FormattedMessage id="library.listForm.cancel" />
        </button>
      </div>
    </form>
  );
}

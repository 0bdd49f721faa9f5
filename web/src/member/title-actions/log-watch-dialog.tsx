import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { madeOnFirstUse } from '../../lib/made-on-first-use';
import { DialogFormButtons } from '../../ui/dialog-form-buttons';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import { writeFailureMessage, type WatchEntry } from '../title-write';
import {
  localToday,
  logWatchSchema,
  maxNoteLength,
  noteLength,
  watchEntry,
  type LogWatchValues,
} from './log-watch-schema';
import { StarRating } from './star-rating';
import styles from './library-form.module.css';
import formStyles from '../../ui/form.module.css';

const countFormat = madeOnFirstUse(() => new Intl.NumberFormat('en-US'));

export interface LogWatchDialogProps {
  /** The title's name, for the dialog and its messages. */
  name: string;
  /** Resolves once the server has the watch; rejects with why it does not. */
  onSave(entry: WatchEntry): Promise<unknown>;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** "Log a watch": the day (today by default), an optional note and rating. A rewatch is another. */
export function LogWatchDialog({ name, onSave, onClose, returnFocusTo }: LogWatchDialogProps) {
  const id = useId();
  const [today] = useState(localToday);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<LogWatchValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: zodResolver(logWatchSchema),
    defaultValues: { watchedOn: today, note: '', rating: 0 },
  });
  const note = useWatch({ control, name: 'note' });
  const noteCount = noteLength(note);

  async function onSubmit(values: LogWatchValues) {
    setServerError(null);
    const entry = watchEntry(values);
    try {
      await onSave(entry);
    } catch (error) {
      setServerError(writeFailureMessage(name, { kind: 'watch', entry }, error));
      return;
    }
    onClose();
  }

  return (
    <ModalDialog heading="Log a watch" onClose={onClose} returnFocusTo={returnFocusTo}>
      <p className={styles.subject}>{name}</p>
      {serverError && <FormAlert>{serverError}</FormAlert>}
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        aria-busy={isSubmitting}
      >
        <div className={formStyles.field}>
          <label htmlFor={`${id}-date`}>Date watched</label>
          <input
            id={`${id}-date`}
            type="date"
            max={today}
            min="1870-01-01"
            {...register('watchedOn')}
            aria-invalid={errors.watchedOn ? true : undefined}
            aria-describedby={errors.watchedOn ? `${id}-date-error` : undefined}
          />
          {errors.watchedOn?.message && (
            <p id={`${id}-date-error`} role="alert" className={formStyles.fieldError}>
              {errors.watchedOn.message}
            </p>
          )}
        </div>
        <div className={formStyles.field}>
          <div className={styles.labelRow}>
            <label htmlFor={`${id}-note`}>Note</label>
            <span className={styles.optional}>Optional</span>
          </div>
          <textarea
            id={`${id}-note`}
            className={styles.note}
            rows={4}
            {...register('note')}
            aria-invalid={errors.note ? true : undefined}
            aria-describedby={
              errors.note ? `${id}-note-count ${id}-note-error` : `${id}-note-count`
            }
          />
          <p
            id={`${id}-note-count`}
            className={noteCount > maxNoteLength ? styles.countOver : styles.count}
          >
            {countFormat().format(noteCount)} / {countFormat().format(maxNoteLength)}
          </p>
          {errors.note?.message && (
            <p id={`${id}-note-error`} role="alert" className={formStyles.fieldError}>
              {errors.note.message}
            </p>
          )}
        </div>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRating
              label="Rating for this watch"
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <DialogFormButtons submitLabel="Save" busy={isSubmitting} onCancel={onClose} />
      </form>
    </ModalDialog>
  );
}

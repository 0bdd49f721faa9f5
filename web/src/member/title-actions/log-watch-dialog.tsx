import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState, type RefObject } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { DialogFormButtons } from '../../ui/dialog-form-buttons';
import { FormAlert } from '../../ui/form-alert';
import { ModalDialog } from '../../ui/modal-dialog';
import {
  formatFailure,
  writeFailureMessage,
  type FailureMessage,
  type WatchEntry,
} from '../title-write';
import {
  localToday,
  logWatchSchema,
  type LogWatchProblem,
  maxNoteLength,
  noteLength,
  watchEntry,
  type LogWatchValues,
} from './log-watch-schema';
import { StarRating } from './star-rating';
import styles from './library-form.module.css';
import formStyles from '../../ui/form.module.css';

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
  const intl = useIntl();
  const id = useId();
  const [today] = useState(localToday);
  const [serverError, setServerError] = useState<FailureMessage | null>(null);
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

  // The schema's messages are ids (log-watch-schema.ts).
  function problemText(problem: string): string {
    return intl.formatMessage({ id: problem as LogWatchProblem }, { max: maxNoteLength });
  }

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
    <ModalDialog
      heading={intl.formatMessage({ id: 'member.logWatch.heading' })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <p className={styles.subject}>{name}</p>
      {serverError && <FormAlert>{formatFailure(intl, serverError)}</FormAlert>}
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        aria-busy={isSubmitting}
      >
        <div className={formStyles.field}>
          <label htmlFor={`${id}-date`}>
            <FormattedMessage id="member.logWatch.date" />
          </label>
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
              {problemText(errors.watchedOn.message)}
            </p>
          )}
        </div>
        <div className={formStyles.field}>
          <div className={styles.labelRow}>
            <label htmlFor={`${id}-note`}>
              <FormattedMessage id="member.logWatch.note" />
            </label>
            <span className={styles.optional}>
              <FormattedMessage id="member.logWatch.optional" />
            </span>
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
            <FormattedMessage
              id="member.logWatch.noteCount"
              values={{ count: noteCount, max: maxNoteLength }}
            />
          </p>
          {errors.note?.message && (
            <p id={`${id}-note-error`} role="alert" className={formStyles.fieldError}>
              {problemText(errors.note.message)}
            </p>
          )}
        </div>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            <StarRating
              label={intl.formatMessage({ id: 'member.logWatch.rating' })}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />
        <DialogFormButtons
          submitLabel={intl.formatMessage({ id: 'member.logWatch.save' })}
          busy={isSubmitting}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

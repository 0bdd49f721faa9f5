import { useId, useState, type FormEvent } from 'react';
import { FormAlert, FormNotice } from '../ui/form-alert';
import formStyles from '../ui/form.module.css';
import { failureReason } from '../lib/failure-reason';
import {
  useMemberSettings,
  useSwitchSetting,
  useUpdateMemberSettings,
} from '../member/member-settings';
import { SettingsSection } from './settings-section';
import styles from './settings-page.module.css';

export const displayNameMaxLength = 50;

/** A display name as sent: trimmed, null when empty (which removes it). */
export function displayNameValue(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** The member's display name (what their shared lists show) and Hide watched. */
export function ProfileSection() {
  const { settings, isLoaded, isError } = useMemberSettings();
  const hideWatched = useSwitchSetting('hide_watched');
  const hideId = useId();
  return (
    <SettingsSection title="Profile">
      {isError && !isLoaded && <FormAlert>Couldn't load your settings. Try again later.</FormAlert>}
      {/* Mounted once the settings are in, so it starts from the saved name and then keeps
          whatever the member types, whatever the server answers. */}
      {isLoaded ? (
        <DisplayNameForm saved={settings.display_name} />
      ) : (
        <p className={styles.hint}>{isError ? '' : 'Loading your settings…'}</p>
      )}
      <div className={styles.checkbox}>
        <input
          id={hideId}
          type="checkbox"
          checked={hideWatched.checked}
          disabled={!isLoaded}
          onChange={(event) => hideWatched.set(event.target.checked)}
        />
        <label htmlFor={hideId}>Hide watched</label>
      </div>
      <p className={styles.hint}>
        Browse, search and For you leave out the titles you have watched.
      </p>
      {hideWatched.error && (
        <FormAlert>Couldn't change Hide watched: {failureReason(hideWatched.error)}</FormAlert>
      )}
    </SettingsSection>
  );
}

function DisplayNameForm({ saved }: { saved: string | null }) {
  const update = useUpdateMemberSettings();
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const [text, setText] = useState(saved ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = displayNameValue(text);
    if (value !== null && [...value].length > displayNameMaxLength) {
      setInvalid(`A display name is at most ${displayNameMaxLength} characters.`);
      return;
    }
    setInvalid(null);
    update.mutate({ display_name: value });
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={update.isPending}>
      <div className={formStyles.field}>
        <label htmlFor={inputId}>Display name</label>
        <input
          id={inputId}
          type="text"
          autoComplete="nickname"
          value={text}
          aria-invalid={invalid !== null}
          aria-describedby={invalid === null ? hintId : `${errorId} ${hintId}`}
          onChange={(event) => setText(event.target.value)}
        />
        {invalid && (
          <p id={errorId} className={formStyles.fieldError}>
            {invalid}
          </p>
        )}
        <p id={hintId} className={styles.hint}>
          Shown on the lists you share. Up to {displayNameMaxLength} characters; leave it empty to
          show none.
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={update.isPending}>
          Save
        </button>
      </div>
      {update.isSuccess && (
        <FormNotice>
          {update.data.display_name === null
            ? 'Display name removed.'
            : `Saved: your shared lists show ${update.data.display_name}.`}
        </FormNotice>
      )}
      {update.isError && (
        <FormAlert>Couldn't save your display name: {failureReason(update.error)}</FormAlert>
      )}
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
  const { settings, isLoaded, isError } = useMemberSettings();
  const hideWatched = useSwitchSetting('hide_watched');
  const hideId = useId();
  return (
    <SettingsSection title={intl.formatMessage({ id: 'settings.profile.title' })}>
      {isError && !isLoaded && (
        <FormAlert>
          <FormattedMessage id="settings.profile.loadFailed" />
        </FormAlert>
      )}
      {/* Mounted once the settings are in, so it starts from the saved name and then keeps
          whatever the member types, whatever the server answers. */}
      {isLoaded ? (
        <DisplayNameForm saved={settings.display_name} />
      ) : (
        <p className={styles.hint}>
          {isError ? '' : <FormattedMessage id="settings.profile.loading" />}
        </p>
      )}
      <div className={styles.checkbox}>
        <input
          id={hideId}
          type="checkbox"
          checked={hideWatched.checked}
          disabled={!isLoaded}
          onChange={(event) => hideWatched.set(event.target.checked)}
        />
        <label htmlFor={hideId}>
          <FormattedMessage id="settings.profile.hideWatched" />
        </label>
      </div>
      <p className={styles.hint}>
        <FormattedMessage id="settings.profile.hideWatchedHint" />
      </p>
      {hideWatched.error && (
        <FormAlert>
          <FormattedMessage
            id="settings.profile.hideWatchedFailed"
            values={{ reason: failureReason(hideWatched.error) }}
          />
        </FormAlert>
      )}
    </SettingsSection>
  );
}

function DisplayNameForm({ saved }: { saved: string | null }) {
  const intl = useIntl();
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
      setInvalid(
        intl.formatMessage(
          { id: 'settings.profile.displayName.tooLong' },
          { max: displayNameMaxLength },
        ),
      );
      return;
    }
    setInvalid(null);
    update.mutate({ display_name: value });
  }

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} aria-busy={update.isPending}>
      <div className={formStyles.field}>
        <label htmlFor={inputId}>
          <FormattedMessage id="settings.profile.displayName.label" />
        </label>
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
          <FormattedMessage
            id="settings.profile.displayName.hint"
            values={{ max: displayNameMaxLength }}
          />
        </p>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} disabled={update.isPending}>
          <FormattedMessage id="settings.profile.displayName.save" />
        </button>
      </div>
      {update.isSuccess && (
        <FormNotice>
          {update.data.display_name === null ? (
            <FormattedMessage id="settings.profile.displayName.removed" />
          ) : (
            <FormattedMessage
              id="settings.profile.displayName.saved"
              values={{ name: update.data.display_name }}
            />
          )}
        </FormNotice>
      )}
      {update.isError && (
        <FormAlert>
          <FormattedMessage
            id="settings.profile.displayName.saveFailed"
            values={{ reason: failureReason(update.error) }}
          />
        </FormAlert>
      )}
    </form>
  );
}

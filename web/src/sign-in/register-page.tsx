import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type InputHTMLAttributes } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { FormAlert } from '../ui/form-alert';
import { useHydrated } from '../ui/use-hydrated';
import { useDocumentTitle } from '../ui/use-document-title';
import { useAuth } from '../auth/auth-context';
import { firebaseErrorExplanation } from '../auth/firebase-error-message';
import type { MessageId } from '../i18n/load-messages';
import type { Message } from '../i18n/message';
import type { LoginRedirectState } from '../auth/require-auth';
import { registerMessageOf, registerSchema, type RegisterValues } from './register-schema';
import styles from './auth-form.module.css';
import formStyles from '../ui/form.module.css';

const registeredNotice: MessageId = 'signIn.register.created';

export function RegisterPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'signIn.register.title' }));
  const { register: registerAccount } = useAuth();
  const navigate = useNavigate();
  const [providerError, setProviderError] = useState<Message | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    resolver: zodResolver(registerSchema),
    defaultValues: { userName: '', dateOfBirth: '', email: '', password: '', rePassword: '' },
  });
  const hydrated = useHydrated();

  async function onSubmit(values: RegisterValues) {
    setProviderError(null);
    try {
      await registerAccount({
        userName: values.userName,
        email: values.email.trim(),
        password: values.password,
      });
    } catch (error) {
      console.error('Registration failed:', error);
      setProviderError(firebaseErrorExplanation(error));
      return;
    }
    const state: LoginRedirectState = { notice: registeredNotice };
    await navigate('/login', { state });
  }

  return (
    <div className={styles.page}>
      <h1>
        <FormattedMessage id="signIn.register.title" />
      </h1>
      {providerError && (
        <FormAlert>
          <FormattedMessage id={providerError.id} values={providerError.values} />
        </FormAlert>
      )}
      <form
        className={formStyles.form}
        // Sent before the scripts run, the form posts (the server answers with the page again):
        // a GET would put the password in the address.
        method="post"
        noValidate
        onSubmit={(event) => void handleSubmit(onSubmit)(event)}
        aria-busy={isSubmitting}
      >
        <Field
          id="register-username"
          label={intl.formatMessage({ id: 'signIn.register.userName' })}
          error={errors.userName}
          registration={register('userName')}
          autoComplete="username"
        />
        <Field
          id="register-dob"
          label={intl.formatMessage({ id: 'signIn.register.dateOfBirth' })}
          type="date"
          error={errors.dateOfBirth}
          registration={register('dateOfBirth')}
          max="2009-12-31"
          autoComplete="bday"
        />
        <Field
          id="register-email"
          label={intl.formatMessage({ id: 'signIn.register.email' })}
          type="email"
          error={errors.email}
          registration={register('email')}
          autoComplete="email"
        />
        <Field
          id="register-password"
          label={intl.formatMessage({ id: 'signIn.register.password' })}
          type="password"
          error={errors.password}
          registration={register('password')}
          autoComplete="new-password"
        />
        <Field
          id="register-repassword"
          label={intl.formatMessage({ id: 'signIn.register.rePassword' })}
          type="password"
          error={errors.rePassword}
          registration={register('rePassword')}
          autoComplete="new-password"
        />
        {/* Off until the scripts have taken the page over: pressed before, the form would be
            sent by the browser itself, and what was typed lost. */}
        <button type="submit" className={styles.submit} disabled={isSubmitting || !hydrated}>
          {isSubmitting ? <span aria-hidden="true" className={styles.spinner} /> : null}
          <FormattedMessage id="signIn.register.submit" />
        </button>
      </form>
      <p className={styles.switch}>
        <FormattedMessage
          id="signIn.register.switch"
          values={{ link: (chunks) => <Link to="/login">{chunks}</Link> }}
        />
      </p>
    </div>
  );
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error: FieldError | undefined;
  registration: UseFormRegisterReturn;
}

function Field({ id, label, error, registration, ...inputProps }: FieldProps) {
  const errorId = `${id}-error`;
  const ruleMessage = registerMessageOf(error?.message);
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...inputProps}
        {...registration}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error?.message && (
        <p id={errorId} role="alert" className={formStyles.fieldError}>
          {ruleMessage ? <FormattedMessage id={ruleMessage} /> : error.message}
        </p>
      )}
    </div>
  );
}

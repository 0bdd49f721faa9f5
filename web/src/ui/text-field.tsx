import type { InputHTMLAttributes, ReactNode } from 'react';
import formStyles from './form.module.css';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'onChange'
> {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** What is wrong with the value, said under the field and tied to it for screen readers. */
  problem?: string | null;
}

/** A labelled text input of a small form (a name, say) with its problem, if any, under it. */
export function TextField({ id, label, value, onChange, problem, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={formStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        autoComplete="off"
        {...input}
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
      />
      {problem && (
        <p id={errorId} role="alert" className={formStyles.fieldError}>
          {problem}
        </p>
      )}
    </div>
  );
}

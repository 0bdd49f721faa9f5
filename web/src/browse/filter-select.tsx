import filterStyles from '../ui/filter-field.module.css';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  id: string;
  label: string;
  /** The first option, for no value: "Any". */
  anyLabel: string;
  options: readonly FilterOption[];
  /** The URL's value; one that is none of the options still shows, as `unlisted` names it. */
  value: string | undefined;
  unlisted?(value: string): string;
  disabled?: boolean;
  onChange(value: string): void;
}

/**
 * A labelled native select of a filter's usual values, for values a person picks rather than
 * types: one change is one history entry, and it needs no script to show the URL's value.
 */
export function FilterSelect({
  id,
  label,
  anyLabel,
  options,
  value,
  unlisted = (other) => other,
  disabled,
  onChange,
}: FilterSelectProps) {
  const listed = value === undefined || options.some((option) => option.value === value);
  return (
    <div className={filterStyles.field}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyLabel}</option>
        {!listed && <option value={value}>{unlisted(value)}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

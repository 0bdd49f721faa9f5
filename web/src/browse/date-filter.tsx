import { useState, type KeyboardEvent } from 'react';
import filterStyles from '../ui/filter-field.module.css';

export interface DateFilterProps {
  id: string;
  label: string;
  /** YYYY-MM-DD from the URL. */
  value: string | undefined;
  /** A whole date or '' for none. */
  onChange(value: string): void;
}

/**
 * A date filter that changes the list once the date is written, on leaving the field or on Enter:
 * a date input reports each part typed (the year digit by digit), and each change of the list is
 * a history entry.
 */
export function DateFilter({ id, label, value = '', onChange }: DateFilterProps) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  // Back, forward or Reset changed the URL: show its date.
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  function commit() {
    if (draft !== value && (draft === '' || /^\d{4}-\d{2}-\d{2}$/.test(draft))) onChange(draft);
  }
  function commitOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') commit();
  }
  return (
    <div className={filterStyles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="date"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={commitOnEnter}
      />
    </div>
  );
}

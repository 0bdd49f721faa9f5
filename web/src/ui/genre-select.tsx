import type { Genre } from '@marquee/tmdb-types/genre';
import { useIntl } from 'react-intl';

export interface GenreSelectProps {
  id: string;
  genres: readonly Genre[];
  /** A genre id from the URL; one not in `genres` still shows, by its number. */
  value: number | undefined;
  /** An empty value means all genres. */
  onChange(value: string): void;
}

/** A labelled native select of genres, "All genres" first; the caller wraps it as its fields. */
export function GenreSelect({ id, genres, value, onChange }: GenreSelectProps) {
  const intl = useIntl();
  const unknown = value !== undefined && !genres.some((genre) => genre.id === value);
  return (
    <>
      <label htmlFor={id}>{intl.formatMessage({ id: 'ui.genreSelect.label' })}</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">{intl.formatMessage({ id: 'ui.genreSelect.all' })}</option>
        {unknown && (
          <option value={value}>
            {/* The id as it is, not a number grouped in thousands. */}
            {intl.formatMessage({ id: 'ui.genreSelect.unknown' }, { id: String(value) })}
          </option>
        )}
        {genres.map((genre) => (
          <option key={genre.id} value={genre.id}>
            {genre.name}
          </option>
        ))}
      </select>
    </>
  );
}

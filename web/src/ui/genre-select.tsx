import type { Genre } from '@marquee/tmdb-types/genre';

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
  const unknown = value !== undefined && !genres.some((genre) => genre.id === value);
  return (
    <>
      <label htmlFor={id}>Genre</label>
      <select id={id} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
        <option value="">All genres</option>
        {unknown && <option value={value}>Genre {value}</option>}
        {genres.map((genre) => (
          <option key={genre.id} value={genre.id}>
            {genre.name}
          </option>
        ))}
      </select>
    </>
  );
}

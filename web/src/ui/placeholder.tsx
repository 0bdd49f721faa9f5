import styles from './placeholder.module.css';

export type PlaceholderKind = 'person' | 'title';

/** The built-in picture for an item without an image: a silhouette for people, a film frame for titles. */
export function Placeholder({
  kind,
  label,
  className,
}: {
  kind: PlaceholderKind;
  label: string;
  className?: string;
}) {
  return (
    <svg
      className={[styles.placeholder, className].filter(Boolean).join(' ')}
      viewBox="0 0 200 300"
      width={500}
      height={750}
      // An empty label marks a decorative picture, as alt="" does for an img.
      role={label === '' ? undefined : 'img'}
      aria-label={label === '' ? undefined : label}
      aria-hidden={label === '' ? true : undefined}
      data-placeholder={kind}
      preserveAspectRatio="xMidYMid slice"
    >
      <rect width="200" height="300" fill="var(--placeholder-bg)" />
      {kind === 'person' ? (
        <g fill="var(--placeholder-fg)">
          <circle cx="100" cy="118" r="38" />
          <path d="M34 250c0-44 30-72 66-72s66 28 66 72z" />
        </g>
      ) : (
        <g fill="none" stroke="var(--placeholder-fg)" strokeWidth="8" strokeLinejoin="round">
          <rect x="45" y="95" width="110" height="110" rx="10" />
          <path d="M45 125h110M45 175h110M75 95v30M125 95v30M75 175v30M125 175v30" />
          <path d="M90 138l24 12-24 12z" fill="var(--placeholder-fg)" />
        </g>
      )}
    </svg>
  );
}

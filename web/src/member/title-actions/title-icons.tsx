import type { ReactNode } from 'react';

/*
 * The library's small icons: decorative (aria-hidden), always beside words a screen reader reads.
 * Drawn with currentColor so they follow the text and the pressed state.
 */

interface IconProps {
  className?: string;
}

function Icon({ className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function BookmarkIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="currentColor" d="M6 2h12a1 1 0 0 1 1 1v19l-7-4.5L5 22V3a1 1 0 0 1 1-1z" />
    </Icon>
  );
}

export function HeartIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-10-9.3C.3 8.4 2.2 4 6.2 4c2.3 0 3.8 1.3 4.8 2.8h2C14 5.3 15.5 4 17.8 4c4 0 5.9 4.4 4.2 7.7C19.5 16.4 12 21 12 21z"
      />
    </Icon>
  );
}

export function EyeIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        d="M12 5C6.5 5 2.3 8.6 1 12c1.3 3.4 5.5 7 11 7s9.7-3.6 11-7c-1.3-3.4-5.5-7-11-7zm0 11a4 4 0 1 1 0-8 4 4 0 0 1 0 8z"
      />
    </Icon>
  );
}

export const starPath =
  'M12 1.8l3.1 6.6 7.2.9-5.3 5 1.4 7.1L12 17.9l-6.4 3.5L7 14.3l-5.3-5 7.2-.9z';

export function StarIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="currentColor" d={starPath} />
    </Icon>
  );
}

export function ListIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path
        fill="currentColor"
        d="M3 5h2v2H3zm4 0h14v2H7zM3 11h2v2H3zm4 0h14v2H7zm-4 6h2v2H3zm4 0h9v2H7zm12-1h2v2h2v2h-2v2h-2v-2h-2v-2h2z"
      />
    </Icon>
  );
}

export function PlusIcon({ className }: IconProps) {
  return (
    <Icon className={className}>
      <path fill="currentColor" d="M11 4h2v7h7v2h-7v7h-2v-7H4v-2h7z" />
    </Icon>
  );
}

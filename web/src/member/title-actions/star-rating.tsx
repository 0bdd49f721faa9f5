import { useEffect, useId, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Message } from '../../i18n/message';
import { starPath } from './title-icons';
import styles from './star-rating.module.css';
import { readingArrow, readsRightToLeft } from '../../lib/reading-arrow';

export const maxRating = 10;
const step = 0.5;

/** How long the keys must rest before a keyboard change counts as chosen. */
export const keyboardSettleMs = 700;

/** "8 out of 10"; "Not rated" at 0. */
export function ratingValueText(value: number): Message {
  return value === 0
    ? { id: 'member.rating.notRated' }
    : { id: 'member.rating.valueText', values: { value, max: maxRating } };
}

function clampRating(value: number): number {
  return Math.min(maxRating, Math.max(0, Math.round(value / step) * step));
}

const keySteps: Record<string, (value: number) => number> = {
  ArrowRight: (value) => value + step,
  ArrowUp: (value) => value + step,
  ArrowLeft: (value) => value - step,
  ArrowDown: (value) => value - step,
  // A whole star.
  PageUp: (value) => value + 2,
  PageDown: (value) => value - 2,
  Home: () => 0,
  End: () => maxRating,
};

export interface StarRatingProps {
  label: string;
  /** 0 (not rated) to 10 in half steps. */
  value: number;
  /** Every move, as it happens. */
  onChange(value: number): void;
  /**
   * A value chosen: at once for a click or drag, and for the keyboard once the keys have rested,
   * so holding an arrow down is one choice, not twenty.
   */
  onSettle?(value: number): void;
  disabled?: boolean;
  /** The key that moves focus to it (aria-keyshortcuts), on a page with one rating. */
  keyShortcut?: string;
}

/**
 * A slider from 0 to 10 in half steps drawn as five stars (two points a star), moved with the
 * arrow keys, Page Up and Down, Home and End, or a click or drag along the stars.
 */
export function StarRating({
  label,
  value,
  onChange,
  onSettle,
  disabled = false,
  keyShortcut,
}: StarRatingProps) {
  const intl = useIntl();
  const labelId = useId();
  const valueText = ratingValueText(value);
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; value: number } | null>(null);
  const dragging = useRef(false);

  function settleNow() {
    const waiting = pending.current;
    if (!waiting) return;
    clearTimeout(waiting.timer);
    pending.current = null;
    onSettle?.(waiting.value);
  }
  // Leaving the page with a change still resting keeps it.
  const settleOnLeave = useRef(settleNow);
  settleOnLeave.current = settleNow;
  useEffect(() => () => settleOnLeave.current(), []);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const move = keySteps[readingArrow(event.key, event.currentTarget)];
    if (!move || disabled) return;
    event.preventDefault();
    const next = clampRating(move(pending.current?.value ?? value));
    onChange(next);
    if (pending.current) clearTimeout(pending.current.timer);
    pending.current = { value: next, timer: setTimeout(settleNow, keyboardSettleMs) };
  }

  function valueAt(event: PointerEvent<HTMLDivElement>): number {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return value;
    // Anywhere on a half star's half counts as that half: the first sliver is 0.5, not 0.
    // The stars fill from the end the page starts reading at.
    const fraction = readsRightToLeft(event.currentTarget)
      ? (box.right - event.clientX) / box.width
      : (event.clientX - box.left) / box.width;
    return clampRating(Math.ceil(fraction * (maxRating / step)) * step);
  }

  function handlePointerDown(event: PointerEvent<HTMLDivElement>) {
    if (disabled || event.button !== 0) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    event.currentTarget.focus();
    onChange(valueAt(event));
  }

  function handlePointerMove(event: PointerEvent<HTMLDivElement>) {
    if (dragging.current) onChange(valueAt(event));
  }

  function handlePointerUp(event: PointerEvent<HTMLDivElement>) {
    if (!dragging.current) return;
    dragging.current = false;
    const chosen = valueAt(event);
    onChange(chosen);
    onSettle?.(chosen);
  }

  return (
    <div className={styles.rating}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div
        role="slider"
        tabIndex={disabled ? -1 : 0}
        aria-labelledby={labelId}
        aria-keyshortcuts={keyShortcut}
        aria-valuemin={0}
        aria-valuemax={maxRating}
        aria-valuenow={value}
        aria-valuetext={intl.formatMessage({ id: valueText.id }, valueText.values)}
        aria-disabled={disabled || undefined}
        className={styles.stars}
        onKeyDown={handleKeyDown}
        onBlur={settleNow}
        onPointerDown={handlePointerDown}
        onPointerMove={handlePointerMove}
        onPointerUp={handlePointerUp}
        onPointerCancel={() => {
          dragging.current = false;
        }}
      >
        <Stars className={styles.empty} />
        <Stars className={styles.filled} filled={value / maxRating} />
      </div>
      <span className={styles.value} aria-hidden="true">
        {value === 0 ? '–' : intl.formatNumber(value)}
      </span>
    </div>
  );
}

const starsWidth = 120;

/**
 * Five stars; `filled` (0 to 1) shows only that share of them, cut by a clip path's width: an SVG
 * attribute, where an inline style would be refused by the CSP in a page rendered on the server.
 */
function Stars({ className, filled }: { className: string | undefined; filled?: number }) {
  const clipId = useId();
  const stars = [0, 1, 2, 3, 4].map((index) => (
    <path key={index} d={starPath} transform={`translate(${index * 24} 0)`} />
  ));
  return (
    <svg
      className={className}
      viewBox={`0 0 ${starsWidth} 24`}
      aria-hidden="true"
      focusable="false"
    >
      {filled === undefined ? (
        stars
      ) : (
        <>
          <clipPath id={clipId}>
            <rect className={styles.fillClip} width={filled * starsWidth} height="24" />
          </clipPath>
          <g clipPath={`url(#${clipId})`}>{stars}</g>
        </>
      )}
    </svg>
  );
}

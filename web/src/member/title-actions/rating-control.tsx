import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { StarRating } from './star-rating';
import styles from './title-actions.module.css';

export interface RatingControlProps {
  /** What the stars are named; "Your rating" unless a page has several. */
  label?: string;
  /** The rating as the library has it; 0 when not rated. */
  stored: number;
  disabled: boolean;
  /** The key that moves focus to the stars, on a page with one rating. */
  keyShortcut?: string;
  /** Writes a chosen rating (0 clears it); `done` runs once the write has settled. */
  onRate(value: number, done: () => void): void;
}

/** "Your rating": the stars show a move at once; a settled choice is written once. */
export function RatingControl({
  label,
  keyShortcut,
  stored,
  disabled,
  onRate,
}: RatingControlProps) {
  const intl = useIntl();
  // A move not yet in the library; cleared when its write settles (or is rolled back).
  const [draft, setDraft] = useState<number | null>(null);
  const moves = useRef(0);
  const shown = draft ?? stored;

  function move(value: number) {
    moves.current += 1;
    setDraft(value);
  }

  function choose(value: number) {
    const move = moves.current;
    if (value === stored) {
      setDraft(null);
      return;
    }
    onRate(value, () => {
      // A later move has its own write coming.
      if (moves.current === move) setDraft(null);
    });
  }

  return (
    <div className={styles.rating}>
      <StarRating
        label={label ?? intl.formatMessage({ id: 'member.rating.yourRating' })}
        keyShortcut={keyShortcut}
        value={shown}
        onChange={move}
        onSettle={choose}
        disabled={disabled}
      />
      {shown > 0 && !disabled && (
        <button
          type="button"
          className={styles.clear}
          onClick={() => {
            move(0);
            choose(0);
          }}
        >
          <FormattedMessage id="member.rating.clear" />
        </button>
      )}
    </div>
  );
}

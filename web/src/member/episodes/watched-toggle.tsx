import { FormattedMessage } from 'react-intl';
import { EyeIcon } from '../title-actions/title-icons';
import styles from './episode-controls.module.css';

export interface WatchedToggleProps {
  /** Watched in the current watch-through. */
  watched: boolean;
  onToggle(watched: boolean): void;
  /** While the member's progress is on its way. */
  disabled?: boolean;
  /**
   * The id of the words saying why it cannot be pressed ("Airs June 21, 2026"): an episode not
   * aired yet. It stays reachable by keyboard, so a screen reader hears the reason.
   */
  unavailableBecause?: string;
}

/** "Watched": pressed once the episode is marked watched in the current watch-through. */
export function WatchedToggle({
  watched,
  onToggle,
  disabled = false,
  unavailableBecause,
}: WatchedToggleProps) {
  const unavailable = unavailableBecause !== undefined;
  return (
    <button
      type="button"
      className={styles.toggle}
      aria-pressed={watched}
      disabled={disabled}
      aria-disabled={unavailable || undefined}
      aria-describedby={unavailableBecause}
      onClick={() => {
        if (!unavailable) onToggle(!watched);
      }}
    >
      <EyeIcon className={styles.icon} />
      <FormattedMessage id="member.episodes.watched" />
    </button>
  );
}

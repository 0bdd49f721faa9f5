import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadChunk } from '../../lib/load-chunk';
import type { WatchEntry } from '../title-write';
import { EyeIcon } from './title-icons';
import styles from './title-actions.module.css';

// The form library comes with the dialog, not with every page that shows a title.
const importDialog = () => loadChunk('log-watch-dialog', () => import('./log-watch-dialog'));
const LogWatchDialog = lazy(() =>
  importDialog().then(({ LogWatchDialog: dialog }) => ({ default: dialog })),
);

export interface LogWatchProps {
  name: string;
  disabled: boolean;
  onSave(entry: WatchEntry): Promise<unknown>;
}

/** "Log a watch" and its dialog. */
export function LogWatch({ name, disabled, onSave }: LogWatchProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Fetched when the pointer or focus comes near, so the dialog opens without a wait.
  const preload = () => void importDialog().catch(() => undefined);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.action}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <EyeIcon className={styles.icon} />
        <FormattedMessage id="member.logWatch.button" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <LogWatchDialog
            name={name}
            onSave={onSave}
            onClose={() => setOpen(false)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
    </>
  );
}

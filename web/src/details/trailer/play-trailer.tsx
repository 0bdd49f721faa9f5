import type { Video } from '@marquee/tmdb-types/videos';
import { useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useHydrated } from '../../ui/use-hydrated';
import { TrailerDialog } from './trailer-dialog';
import styles from './trailer.module.css';

export interface PlayTrailerProps {
  /** The trailer the details query chose; nothing is shown without one. */
  video: Video | undefined;
  title: string;
}

/**
 * "Play trailer": nothing of the video host is asked for until the click (no thumbnail, no
 * preconnect), so a details page costs no third-party request. Usable once the app has taken the
 * page over: before, a click would do nothing.
 */
export function PlayTrailer({ video, title }: PlayTrailerProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const hydrated = useHydrated();
  if (video === undefined) return null;
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.play}
        aria-haspopup="dialog"
        disabled={!hydrated}
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M8 5v14l11-7z" />
        </svg>
        <FormattedMessage id="details.trailer.play" />
      </button>
      {open && (
        <TrailerDialog
          video={video}
          title={title}
          onClose={() => setOpen(false)}
          returnFocusTo={button}
        />
      )}
    </>
  );
}

import type { Video } from '@marquee/tmdb-types/videos';
import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ModalDialog } from '../../ui/modal-dialog';
import styles from './trailer.module.css';

/** YouTube's privacy-enhanced host: no cookies until the member plays; the CSP frames it alone. */
export function trailerEmbedUrl(key: string): string {
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(key)}?autoplay=1`;
}

export interface TrailerDialogProps {
  video: Video;
  /** The title's name, for the dialog's. */
  title: string;
  onClose(): void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The player, in a modal dialog, mounted only while open: closing removes the frame, which stops
 * the video. Close comes before the frame, so it has the focus at first and Escape (which a
 * focused frame would keep to itself) closes the dialog.
 */
export function TrailerDialog({ video, title, onClose, returnFocusTo }: TrailerDialogProps) {
  const intl = useIntl();
  return (
    <ModalDialog
      heading={intl.formatMessage({ id: 'details.trailer.heading' }, { title })}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
      className={styles.dialog}
    >
      <button type="button" className={styles.close} onClick={onClose}>
        <FormattedMessage id="details.trailer.close" />
      </button>
      <div className={styles.player}>
        <iframe
          src={trailerEmbedUrl(video.key)}
          title={video.name}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    </ModalDialog>
  );
}

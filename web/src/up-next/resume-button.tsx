import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { FormattedMessage } from 'react-intl';
import { titleOf } from '../member/library-format';
import { useUpNextResume } from './use-up-next-resume';
import styles from './up-next-page.module.css';

/** "Resume" on a paused or stopped show's row, named with the show: a list has one per row. */
export function ResumeButton({ show }: { show: LibraryTitle }) {
  const resume = useUpNextResume(show.id);
  return (
    <button type="button" className={styles.resume} onClick={() => resume.mutate(show)}>
      <FormattedMessage
        id="upNext.resume"
        values={{
          title: titleOf(show),
          hidden: (chunks) => <span className="visually-hidden">{chunks}</span>,
        }}
      />
    </button>
  );
}

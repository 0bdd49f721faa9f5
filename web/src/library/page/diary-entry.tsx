import type { DiaryEntryWire } from '@marquee/tmdb-types/account';
import { useIntl } from 'react-intl';
import { detailsPath, titleOf } from '../../member/library-format';
import { formatDay } from './library-dates';
import { RatingText } from './rating-text';
import { WatchEntryLayout } from './watch-entry-layout';
import styles from './diary.module.css';

/** One watch: the title, the day, the note and rating given then, and a way to take it back. */
export function DiaryEntry({ entry, onDelete }: { entry: DiaryEntryWire; onDelete(): void }) {
  const intl = useIntl();
  const title = titleOf(entry.media);
  const day = formatDay(intl, entry.watched_on);
  return (
    <WatchEntryLayout
      label={intl.formatMessage({ id: 'library.diary.entryLabel' }, { title, day })}
      posterPath={entry.media.poster_path}
      title={title}
      titlePath={detailsPath(entry.media)}
      meta={
        <>
          <time dateTime={entry.watched_on}>{day}</time>
          {entry.rating !== null && <RatingText value={entry.rating} className={styles.rating} />}
        </>
      }
      watchId={entry.id}
      onDelete={onDelete}
    >
      {entry.note && <p className={styles.note}>{entry.note}</p>}
    </WatchEntryLayout>
  );
}

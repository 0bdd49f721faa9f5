import { FormattedMessage } from 'react-intl';
import type { TitleKey } from './library-api';
import { useLibraryMember } from './use-library-member';
import { useWatchedCounts } from './use-watched-counts';
import styles from './seen-count.module.css';

/** "3 of 8 seen", for a member; nothing for a visitor, who has no diary. */
export function SeenCount({ titles }: { titles: readonly TitleKey[] }) {
  const uid = useLibraryMember();
  const { watched } = useWatchedCounts(uid, titles);
  if (uid === null || titles.length === 0) return null;
  const seen = seenOf(watched);
  return (
    <p className={styles.seen} aria-live="polite">
      {seen !== undefined && (
        <FormattedMessage id="member.seenCount.seen" values={{ seen, total: titles.length }} />
      )}
    </p>
  );
}

/** How many of the titles were watched at least once, or undefined while that is unknown. */
function seenOf(watched: readonly (number | undefined)[]): number | undefined {
  if (watched.some((count) => count === undefined)) return undefined;
  return watched.filter((count) => (count ?? 0) > 0).length;
}

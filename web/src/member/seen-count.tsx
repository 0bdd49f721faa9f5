import { useQueries } from '@tanstack/react-query';
import type { TitleKey } from './library-api';
import { useLibraryMember } from './use-library-member';
import { titleStatesQueryOptions } from './use-title-states';
import { useTitleStatesBatch } from './use-title-states-batch';
import styles from './seen-count.module.css';

/**
 * How many of these titles the member has watched, or undefined while that is unknown. The states
 * come in the one request a list of cards makes for the same titles (useTitleStatesBatch shares
 * its key), and each title's own key keeps them, so a watch logged from a card counts at once.
 */
function useSeenCount(titles: readonly TitleKey[]): number | undefined {
  const uid = useLibraryMember();
  useTitleStatesBatch(titles);
  const watched = useQueries({
    queries: titles.map((title) => ({
      ...titleStatesQueryOptions(uid ?? '', title),
      enabled: false,
    })),
    combine: (results) => results.map((result) => result.data?.watched),
  });
  if (uid === null || watched.some((count) => count === undefined)) return undefined;
  return watched.filter((count) => (count ?? 0) > 0).length;
}

/** "3 of 8 seen", for a member; nothing for a visitor, who has no diary. */
export function SeenCount({ titles }: { titles: readonly TitleKey[] }) {
  const uid = useLibraryMember();
  const seen = useSeenCount(titles);
  if (uid === null || titles.length === 0) return null;
  return (
    <p className={styles.seen} aria-live="polite">
      {seen === undefined ? '' : `${seen} of ${titles.length} seen`}
    </p>
  );
}

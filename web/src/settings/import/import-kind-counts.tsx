import { formatCount } from '../../member/library-format';
import { importKinds, type ImportKind } from './import-kinds';
import type { ImportPreview } from './import-preview';
import styles from '../settings-page.module.css';

const kindNames: Record<ImportKind, string> = {
  episodes: 'Episode watches',
  diary: 'Watches (diary)',
  ratings: 'Ratings',
  watchlist: 'Watchlist',
  favorites: 'Favourites',
  lists: 'List items',
  shows: 'Shows followed',
};

function number(count: number): string {
  return count.toLocaleString('en-US');
}

/** Rows of each kind the files hold, by what became of their title; and how times were read. */
export function ImportKindCounts({ preview }: { preview: ImportPreview }) {
  const kinds = importKinds.filter((kind) => preview.kinds[kind] !== undefined);
  const repeats = preview.plays.repeats.length;
  const missing = preview.plays.missing.length;
  return (
    <>
      {kinds.length > 0 && (
        <table className={styles.counts}>
          <caption>What the files hold</caption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Rows</th>
              <th scope="col">Matched</th>
              <th scope="col">To pick</th>
              <th scope="col">Not found</th>
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => {
              const counts = preview.kinds[kind];
              if (!counts) return null;
              return (
                <tr key={kind}>
                  <th scope="row">{kindNames[kind]}</th>
                  <td>{number(counts.rows)}</td>
                  <td>{number(counts.matched)}</td>
                  <td>{number(counts.ambiguous)}</td>
                  <td>{number(counts.notFound)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {preview.parsed.episodePlays.length > 0 && (
        <p>
          Each watch is dated on its day in {preview.timeZone}, where times given without a zone (TV
          Time's) were read.
          {missing > 0 &&
            ` ${formatCount(missing, 'play names an episode', 'plays name episodes')} the catalogue does not list.`}
          {repeats > 0 &&
            ` ${formatCount(repeats, 'play was', 'plays were')} logged again within a minute of the same episode, and ${repeats === 1 ? 'counts' : 'count'} as the watch before.`}
        </p>
      )}
    </>
  );
}

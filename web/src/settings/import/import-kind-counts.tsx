import { FormattedMessage, FormattedNumber } from 'react-intl';
import type { MessageId } from '../../i18n/load-messages';
import { importKinds, type ImportKind } from './import-kinds';
import type { ImportPreview } from './import-preview';
import styles from '../settings-page.module.css';

const kindNames: Record<ImportKind, MessageId> = {
  episodes: 'import.kinds.episodes',
  diary: 'import.kinds.diary',
  ratings: 'import.kinds.ratings',
  watchlist: 'import.kinds.watchlist',
  favorites: 'import.kinds.favorites',
  lists: 'import.kinds.lists',
  shows: 'import.kinds.shows',
};

const columns: readonly MessageId[] = [
  'import.kinds.kind',
  'import.kinds.rows',
  'import.kinds.matched',
  'import.kinds.toPick',
  'import.kinds.notFound',
];

/** Rows of each kind the files hold, by what became of their title; and how times were read. */
export function ImportKindCounts({ preview }: { preview: ImportPreview }) {
  const kinds = importKinds.filter((kind) => preview.kinds[kind] !== undefined);
  const repeats = preview.plays.repeats.length;
  const missing = preview.plays.missing.length;
  return (
    <>
      {kinds.length > 0 && (
        <table className={styles.counts}>
          <caption>
            <FormattedMessage id="import.kinds.caption" />
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  <FormattedMessage id={column} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {kinds.map((kind) => {
              const counts = preview.kinds[kind];
              if (!counts) return null;
              return (
                <tr key={kind}>
                  <th scope="row">
                    <FormattedMessage id={kindNames[kind]} />
                  </th>
                  <td>
                    <FormattedNumber value={counts.rows} />
                  </td>
                  <td>
                    <FormattedNumber value={counts.matched} />
                  </td>
                  <td>
                    <FormattedNumber value={counts.ambiguous} />
                  </td>
                  <td>
                    <FormattedNumber value={counts.notFound} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {preview.parsed.episodePlays.length > 0 && (
        <p>
          <FormattedMessage id="import.kinds.watchDays" values={{ zone: preview.timeZone }} />
          {missing > 0 && (
            <>
              {' '}
              <FormattedMessage id="import.kinds.missingPlays" values={{ count: missing }} />
            </>
          )}
          {repeats > 0 && (
            <>
              {' '}
              <FormattedMessage id="import.kinds.repeatedPlays" values={{ count: repeats }} />
            </>
          )}
        </p>
      )}
    </>
  );
}

import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import { detailsPath, formatCount } from '../../member/library-format';
import { PosterImage } from '../../ui/poster-image';
import { candidateFacts, candidateName, candidateTitle, overviewLead } from './candidate-label';
import { episodeProgressText } from './import-counts-text';
import { ImportKindCounts } from './import-kind-counts';
import { UnmatchedDownload } from './unmatched-download';
import { sourceLabel, type RowSource } from './import-records';
import { candidateValue, type ImportChoices } from './import-choices';
import type { AmbiguousTitle, ImportPreview } from './import-preview';
import styles from '../settings-page.module.css';

// Enough to find the rows in the files; the rest are counted.
const sourcesShown = 3;
// The first rows of each list; the download has them all.
const rowsShown = 50;

function moreRows(count: number): string | undefined {
  const more = count - rowsShown;
  return more > 0
    ? `And ${more.toLocaleString('en-US')} more: download what did not match to see them all.`
    : undefined;
}

/** "diary.csv line 14, ratings.csv line 3 and 2 more rows" */
function sourcesText(sources: readonly RowSource[]): string {
  const shown = sources.slice(0, sourcesShown).map(sourceLabel).join(', ');
  const more = sources.length - sourcesShown;
  return more > 0 ? `${shown} and ${formatCount(more, 'more row', 'more rows')}` : shown;
}

export interface ImportPreviewViewProps {
  preview: ImportPreview;
  choices: ImportChoices;
  importing: boolean;
  onChoose(key: string, value: string): void;
  onImport(): void;
}

/** What the import would bring: the matched count, the titles to pick, what was not found. */
export function ImportPreviewView({
  preview,
  choices,
  importing,
  onChoose,
  onImport,
}: ImportPreviewViewProps) {
  const { matchedRows, matchedTitles, ambiguous, notFound, skipped } = preview;
  const progress = episodeProgressText(preview.followedShows, preview.episodeWatches);
  return (
    <div className={styles.preview}>
      <h3>Preview</h3>
      <p>
        Matched: {formatCount(matchedRows, 'row')} ({formatCount(matchedTitles, 'title')}).
      </p>
      {progress && <p>{progress}</p>}
      <ImportKindCounts preview={preview} />
      {ambiguous.length > 0 && (
        <>
          <h4>Ambiguous ({ambiguous.length.toLocaleString('en-US')})</h4>
          <p className={styles.hint}>
            Each of these fits several titles: pick the one it means, or Skip to leave it out.
          </p>
          {ambiguous.map((title) => (
            <AmbiguousChoice
              key={title.key}
              title={title}
              choice={choices[title.key] ?? 'skip'}
              disabled={importing}
              onChoose={onChoose}
            />
          ))}
        </>
      )}
      <UnmatchedRows notFound={notFound} skipped={skipped} />
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.primary}
          onClick={onImport}
          disabled={importing}
          aria-busy={importing}
        >
          Import
        </button>
        <UnmatchedDownload preview={preview} choices={choices} />
      </div>
    </div>
  );
}

/** The rows nothing will come of; the same until the next preview, however the picks change. */
const UnmatchedRows = memo(function UnmatchedRows({
  notFound,
  skipped,
}: Pick<ImportPreview, 'notFound' | 'skipped'>) {
  return (
    <>
      {notFound.length > 0 && (
        <>
          <h4>Not found ({notFound.length.toLocaleString('en-US')})</h4>
          <ul className={styles.rows} aria-label="Not found">
            {notFound.slice(0, rowsShown).map((title) => (
              <li key={title.key}>
                {sourcesText(title.sources)}: {title.label}
              </li>
            ))}
          </ul>
          {moreRows(notFound.length) && <p className={styles.hint}>{moreRows(notFound.length)}</p>}
        </>
      )}
      {skipped.length > 0 && (
        <>
          <h4>Left out ({skipped.length.toLocaleString('en-US')})</h4>
          <ul className={styles.rows} aria-label="Left out">
            {/* The same file may be chosen twice (in two zips): its rows are listed twice. */}
            {skipped.slice(0, rowsShown).map((row, index) => (
              <li key={index}>
                {sourceLabel(row.source)}: {row.label}, {row.reason}
              </li>
            ))}
          </ul>
          {moreRows(skipped.length) && <p className={styles.hint}>{moreRows(skipped.length)}</p>}
        </>
      )}
    </>
  );
});

// A pick re-renders only its own title: an import may have thousands to pick.
const AmbiguousChoice = memo(function AmbiguousChoice({
  title,
  choice,
  disabled,
  onChoose,
}: {
  title: AmbiguousTitle;
  choice: string;
  disabled: boolean;
  onChoose(key: string, value: string): void;
}) {
  const name = useId();
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend>
        {sourcesText(title.sources)}: {title.label}
      </legend>
      {title.candidates.map((candidate) => {
        const value = candidateValue(candidate);
        return (
          <Candidate
            key={value}
            candidate={candidate}
            name={name}
            value={value}
            checked={choice === value}
            onChoose={() => onChoose(title.key, value)}
          />
        );
      })}
      <label className={`${styles.candidate} ${styles.candidatePick}`}>
        <input
          type="radio"
          name={name}
          value="skip"
          checked={choice === 'skip'}
          onChange={() => onChoose(title.key, 'skip')}
        />
        <span>Skip</span>
      </label>
    </fieldset>
  );
});

/**
 * One title the row may mean: its name and year, then what sets it apart from the others of that
 * name (language, original title, what its overview says first), and its details page to look.
 */
function Candidate({
  candidate,
  name,
  value,
  checked,
  onChoose,
}: {
  candidate: LibraryTitle;
  name: string;
  value: string;
  checked: boolean;
  onChoose(): void;
}) {
  const leadId = useId();
  const facts = candidateFacts(candidate);
  const lead = overviewLead(candidate.overview);
  const label = candidateName(candidate);
  return (
    <div className={styles.candidate}>
      <label className={styles.candidatePick}>
        <input
          type="radio"
          name={name}
          value={value}
          checked={checked}
          onChange={onChoose}
          aria-label={label}
          aria-describedby={lead ? leadId : undefined}
        />
        <PosterImage
          path={candidate.poster_path}
          alt=""
          placeholder="title"
          size="w92"
          eager={false}
          className={styles.candidatePoster}
        />
        <span className={styles.candidateText}>
          <span className={styles.candidateTitle}>{candidateTitle(candidate)}</span>
          {facts && <span className={styles.candidateFacts}>{facts}</span>}
          {lead && (
            <span id={leadId} className={styles.candidateLead}>
              {lead}
            </span>
          )}
        </span>
      </label>
      {/* A new tab: the picks made so far stay as they are. */}
      <Link
        to={detailsPath(candidate)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Details of ${label} (opens in a new tab)`}
        className={styles.candidateDetails}
      >
        Details
      </Link>
    </div>
  );
}

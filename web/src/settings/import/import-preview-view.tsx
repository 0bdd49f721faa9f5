import type { LibraryTitle } from '@marquee/tmdb-types/account';
import { memo, useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import { detailsPath } from '../../member/library-format';
import { PosterImage } from '../../ui/poster-image';
import { candidateFacts, candidateName, candidateTitle, overviewLead } from './candidate-label';
import { episodeProgressText } from './import-counts-text';
import { ImportKindCounts } from './import-kind-counts';
import { UnmatchedDownload } from './unmatched-download';
import { sourceLabel, wordsIn, type RowSource } from './import-records';
import { candidateValue, type ImportChoices } from './import-choices';
import type { AmbiguousTitle, ImportPreview } from './import-preview';
import styles from '../settings-page.module.css';

// Enough to find the rows in the files; the rest are counted.
const sourcesShown = 3;
// The first rows of each list; the download has them all.
const rowsShown = 50;

function MoreRows({ count }: { count: number }) {
  const more = count - rowsShown;
  if (more <= 0) return null;
  return (
    <p className={styles.hint}>
      <FormattedMessage id="import.preview.moreRows" values={{ count: more }} />
    </p>
  );
}

/** "diary.csv line 14, ratings.csv line 3 and 2 more rows" */
function sourcesText(intl: IntlShape, sources: readonly RowSource[]): string {
  const shown = intl.formatList(
    sources.slice(0, sourcesShown).map((source) => sourceLabel(intl, source)),
    { type: 'unit', style: 'short' },
  );
  const more = sources.length - sourcesShown;
  return more > 0
    ? intl.formatMessage({ id: 'import.preview.sourcesAndMore' }, { sources: shown, count: more })
    : shown;
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
  const intl = useIntl();
  const { matchedRows, matchedTitles, ambiguous, notFound, skipped } = preview;
  const progress = episodeProgressText(intl, preview.followedShows, preview.episodeWatches);
  return (
    <div className={styles.preview}>
      <h3>
        <FormattedMessage id="import.preview.heading" />
      </h3>
      <p>
        <FormattedMessage
          id="import.preview.matched"
          values={{ rows: matchedRows, titles: matchedTitles }}
        />
      </p>
      {progress && <p>{progress}</p>}
      <ImportKindCounts preview={preview} />
      {ambiguous.length > 0 && (
        <>
          <h4>
            <FormattedMessage id="import.preview.ambiguous" values={{ count: ambiguous.length }} />
          </h4>
          <p className={styles.hint}>
            <FormattedMessage id="import.preview.ambiguousHint" />
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
          <FormattedMessage id="import.preview.import" />
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
  const intl = useIntl();
  return (
    <>
      {notFound.length > 0 && (
        <>
          <h4>
            <FormattedMessage id="import.preview.notFound" values={{ count: notFound.length }} />
          </h4>
          <ul
            className={styles.rows}
            aria-label={intl.formatMessage({ id: 'import.preview.notFoundLabel' })}
          >
            {notFound.slice(0, rowsShown).map((title) => (
              <li key={title.key}>
                <FormattedMessage
                  id="import.preview.titleRow"
                  values={{ sources: sourcesText(intl, title.sources), title: title.label }}
                />
              </li>
            ))}
          </ul>
          <MoreRows count={notFound.length} />
        </>
      )}
      {skipped.length > 0 && (
        <>
          <h4>
            <FormattedMessage id="import.preview.leftOut" values={{ count: skipped.length }} />
          </h4>
          <ul
            className={styles.rows}
            aria-label={intl.formatMessage({ id: 'import.preview.leftOutLabel' })}
          >
            {/* The same file may be chosen twice (in two zips): its rows are listed twice. */}
            {skipped.slice(0, rowsShown).map((row, index) => (
              <li key={index}>
                <FormattedMessage
                  id="import.preview.leftOutRow"
                  values={{
                    source: sourceLabel(intl, row.source),
                    label: wordsIn(intl, row.label),
                    reason: wordsIn(intl, row.reason),
                  }}
                />
              </li>
            ))}
          </ul>
          <MoreRows count={skipped.length} />
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
  const intl = useIntl();
  const name = useId();
  return (
    <fieldset className={styles.choice} disabled={disabled}>
      <legend>
        <FormattedMessage
          id="import.preview.titleRow"
          values={{ sources: sourcesText(intl, title.sources), title: title.label }}
        />
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
        <span>
          <FormattedMessage id="import.preview.skip" />
        </span>
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
  const intl = useIntl();
  const leadId = useId();
  const facts = candidateFacts(intl, candidate);
  const lead = overviewLead(candidate.overview);
  const label = candidateName(intl, candidate);
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
          <span className={styles.candidateTitle}>{candidateTitle(intl, candidate)}</span>
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
        aria-label={intl.formatMessage({ id: 'import.preview.detailsLabel' }, { title: label })}
        className={styles.candidateDetails}
      >
        <FormattedMessage id="import.preview.details" />
      </Link>
    </div>
  );
}

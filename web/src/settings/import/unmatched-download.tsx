import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportChoices } from './import-choices';
import type { ImportPreview } from './import-preview';
import styles from '../settings-page.module.css';

/** The report's file name: the day it was made, so two imports' reports stand side by side. */
function reportName(): string {
  return `marquee-import-not-matched-${new Date().toISOString().slice(0, 10)}.csv`;
}

/**
 * "Download what did not match": a CSV of every row the import leaves out (unmatched-report.ts),
 * made when asked, with the picks as they are then.
 */
export function UnmatchedDownload({
  preview,
  choices,
}: {
  preview: ImportPreview;
  choices: ImportChoices;
}) {
  const intl = useIntl();
  const [failure, setFailure] = useState<string | null>(null);
  async function download() {
    try {
      // The import's own chunk, loaded already: the report shares its code.
      const { unmatchedCsv, unmatchedRows } = await import('./import-run');
      const csv = unmatchedCsv(unmatchedRows(intl, preview, choices));
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = reportName();
      link.click();
      // The download has its own copy once started; the next task lets it begin.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      setFailure(null);
    } catch (error) {
      setFailure(
        intl.formatMessage(
          { id: 'import.download.failed' },
          { problem: error instanceof Error ? error.message : String(error) },
        ),
      );
    }
  }
  return (
    <>
      <button type="button" className={styles.button} onClick={() => void download()}>
        <FormattedMessage id="import.download.button" />
      </button>
      {failure && <p role="alert">{failure}</p>}
    </>
  );
}

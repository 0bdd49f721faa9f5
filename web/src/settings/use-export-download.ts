import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { CatalogueError } from '../lib/catalogue-client';
import { useLibraryMember } from '../member/use-library-member';
import { saveResponseAsFile } from './save-download';
import { fetchExport, type ExportFormat } from './transfer-api';

const fallbackNames: Record<ExportFormat, string> = {
  json: 'marquee-library.json',
  letterboxd: 'marquee-letterboxd.csv',
};

export interface ExportDownload {
  /** The export being fetched, if any. */
  busy: ExportFormat | null;
  failure: string | null;
  /** The name of the file last saved. */
  saved: string | null;
  download(format: ExportFormat): Promise<void>;
}

/** Fetches an export with the member's token and saves it as the file the server names. */
export function useExportDownload(): ExportDownload {
  const intl = useIntl();
  const uid = useLibraryMember();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  async function download(format: ExportFormat) {
    if (uid === null) return;
    setBusy(format);
    setFailure(null);
    setSaved(null);
    try {
      const response = await fetchExport(uid, format, queryClient);
      setSaved(await saveResponseAsFile(response, fallbackNames[format]));
    } catch (error) {
      const reason =
        error instanceof CatalogueError
          ? error.status_message
          : error instanceof Error
            ? error.message
            : String(error);
      setFailure(intl.formatMessage({ id: 'settings.export.failed' }, { reason }));
    } finally {
      setBusy(null);
    }
  }

  return { busy, failure, saved, download };
}

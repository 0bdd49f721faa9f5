import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import { accountParamsSchema, type AccountParams } from '../http/library-schemas.js';
import { keepNoAnswerTo } from '../http/member-answer-cache.js';
import { memberUid } from '../http/member-uid.js';
import type { LibraryContents, TransferStore } from '../store/library-store.js';
import { exportFileName, marqueeExport } from './export-document.js';
import { letterboxdCsv } from './letterboxd-csv.js';

/** One way of writing the library out, as a file to download. */
interface ExportFormat {
  contentType: string;
  filePrefix: string;
  extension: string;
  write(contents: LibraryContents, exportedAt: Date): string;
}

const MARQUEE_JSON: ExportFormat = {
  contentType: 'application/json; charset=utf-8',
  filePrefix: 'marquee-library',
  extension: 'json',
  write: (contents, exportedAt) => JSON.stringify(marqueeExport(contents, exportedAt)),
};

const LETTERBOXD_CSV: ExportFormat = {
  contentType: 'text/csv; charset=utf-8',
  filePrefix: 'marquee-letterboxd',
  extension: 'csv',
  write: letterboxdCsv,
};

function exportAnswer(store: TransferStore, format: ExportFormat) {
  return async (request: FastifyRequest<{ Params: AccountParams }>, reply: FastifyReply) => {
    // Each export says when it was made, and may be megabytes: none is kept to be given again.
    keepNoAnswerTo(request);
    const exportedAt = new Date();
    const contents = await store.exportLibrary(memberUid(request));
    const fileName = exportFileName(format.filePrefix, exportedAt, format.extension);
    return reply
      .header('content-type', format.contentType)
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(format.write(contents, exportedAt));
  };
}

/** Taking the library out: Marquee's JSON, and Letterboxd's CSV. */
export function registerExportRoutes(
  scope: FastifyInstance,
  { store }: LibraryRouteContext<TransferStore>,
): void {
  const schema = { params: accountParamsSchema };
  scope.get<{ Params: AccountParams }>(
    '/account/:account_id/export',
    { schema },
    exportAnswer(store, MARQUEE_JSON),
  );
  scope.get<{ Params: AccountParams }>(
    '/account/:account_id/export/letterboxd',
    { schema },
    exportAnswer(store, LETTERBOXD_CSV),
  );
}

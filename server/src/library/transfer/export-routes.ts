import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { keepNoAnswerTo } from '../http/member-answer-cache.js';
import { memberUid } from '../http/member-uid.js';
import type { LibraryContents, TransferStore } from '../store/library-store.js';
import { exportFileName, marqueeExport } from './export-document.js';
import { LetterboxdCsvSchema, MarqueeExportSchema } from './export-schema.js';
import { letterboxdCsv } from './letterboxd-csv.js';

/** One way of writing the library out, as a file to download. */
interface ExportFormat {
  contentType: string;
  /** What the file holds, for the OpenAPI document. */
  schema: TSchema;
  filePrefix: string;
  extension: string;
  write(contents: LibraryContents, exportedAt: Date): string;
}

const MARQUEE_JSON: ExportFormat = {
  contentType: 'application/json; charset=utf-8',
  schema: MarqueeExportSchema,
  filePrefix: 'marquee-library',
  extension: 'json',
  write: (contents, exportedAt) => JSON.stringify(marqueeExport(contents, exportedAt)),
};

const LETTERBOXD_CSV: ExportFormat = {
  contentType: 'text/csv; charset=utf-8',
  schema: LetterboxdCsvSchema,
  filePrefix: 'marquee-letterboxd',
  extension: 'csv',
  write: letterboxdCsv,
};

function exportAnswer(store: TransferStore, format: ExportFormat) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
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
  scope: LibraryScope,
  { store }: LibraryRouteContext<TransferStore>,
): void {
  for (const [path, format] of [
    ['/account/:account_id/export', MARQUEE_JSON],
    ['/account/:account_id/export/letterboxd', LETTERBOXD_CSV],
  ] as const) {
    // The file is written whole by the format (the answer is its text), so the schema describes
    // it by its media type.
    const mediaType = format.contentType.split(';')[0] as string;
    const response = { 200: { content: { [mediaType]: { schema: format.schema } } } };
    scope.get(
      path,
      { schema: { params: AccountParamsSchema, response } },
      exportAnswer(store, format),
    );
  }
}

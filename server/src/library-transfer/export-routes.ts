import type { FastifyInstance, FastifyReply } from 'fastify';
import type { LibraryRouteContext } from '../library-api/library-route-context.js';
import { accountParamsSchema, type AccountParams } from '../library-api/library-schemas.js';
import { keepNoAnswerTo } from '../library-api/member-answer-cache.js';
import { memberUid } from '../library-api/member-uid.js';
import { exportFileName, marqueeExport } from './export-document.js';
import { letterboxdCsv } from './letterboxd-csv.js';

function asAttachment(reply: FastifyReply, contentType: string, fileName: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${fileName}"`);
}

/** Taking the library out: Marquee's JSON, and Letterboxd's CSV. */
export function registerExportRoutes(scope: FastifyInstance, { store }: LibraryRouteContext): void {
  const schema = { params: accountParamsSchema };

  scope.get<{ Params: AccountParams }>(
    '/account/:account_id/export',
    { schema },
    async (request, reply) => {
      // Each export says when it was made, and may be megabytes: none is kept to be given again.
      keepNoAnswerTo(request);
      const exportedAt = new Date();
      const contents = await store.exportLibrary(memberUid(request));
      return asAttachment(
        reply,
        'application/json; charset=utf-8',
        exportFileName('marquee-library', exportedAt, 'json'),
      ).send(JSON.stringify(marqueeExport(contents, exportedAt)));
    },
  );

  scope.get<{ Params: AccountParams }>(
    '/account/:account_id/export/letterboxd',
    { schema },
    async (request, reply) => {
      keepNoAnswerTo(request);
      const exportedAt = new Date();
      const contents = await store.exportLibrary(memberUid(request));
      return asAttachment(
        reply,
        'text/csv; charset=utf-8',
        exportFileName('marquee-letterboxd', exportedAt, 'csv'),
      ).send(letterboxdCsv(contents));
    },
  );
}

import { limitJsonShape } from '../../http/json-shape-limit.js';
import type { LibraryRouteContext } from '../http/library-route-context.js';
import type { LibraryScope } from '../http/library-route-scope.js';
import { AccountParamsSchema } from '../http/library-schemas.js';
import { matchEpisodes } from './episode-matcher.js';
import {
  ImportEpisodesAnswerSchema,
  ImportEpisodesBodySchema,
  MATCH_BODY_LIMIT_BYTES,
  MATCH_BODY_SHAPE,
} from './import-body-schema.js';

/**
 * The catalogue's numbers for the episodes a file names, asked before the import that writes
 * them (episode-matcher.ts); like matching titles it writes nothing of the member's.
 */
export function registerImportEpisodesRoute(
  scope: LibraryScope,
  { shows }: Pick<LibraryRouteContext, 'shows'>,
): void {
  scope.post(
    '/account/:account_id/import/episodes',
    {
      bodyLimit: MATCH_BODY_LIMIT_BYTES,
      preParsing: limitJsonShape(MATCH_BODY_SHAPE),
      schema: {
        params: AccountParamsSchema,
        body: ImportEpisodesBodySchema,
        response: { 200: ImportEpisodesAnswerSchema },
      },
    },
    async (request) => ({ results: await matchEpisodes(shows, request.body.rows) }),
  );
}

import type { FastifyInstance } from 'fastify';
import type { LibraryRouteContext } from '../library-api/library-route-context.js';
import { registerDeleteLibraryRoute } from './delete-library-route.js';
import { registerExportRoutes } from './export-routes.js';
import { registerImportRoutes } from './import-routes.js';

/** Import, export and deleting a member's library (docs/library-api.md, "Import and export"). */
export function registerTransferRoutes(scope: FastifyInstance, context: LibraryRouteContext): void {
  registerImportRoutes(scope, context);
  registerExportRoutes(scope, context);
  registerDeleteLibraryRoute(scope, context);
}

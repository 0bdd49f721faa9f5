import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Snapshot } from './api-workloads.js';

/**
 * Where a request's body lives under a docroot: the path as is, plus "@<query>" when it has one
 * (the nginx config maps `$uri` + "@" + `$args` the same way).
 */
export function fileFor(docroot: string, requestPath: string): string {
  const [pathname = '/', query = ''] = requestPath.split('?', 2);
  return join(docroot, decodeURIComponent(pathname) + (query === '' ? '' : `@${query}`));
}

export function writeDocroot(docroot: string, snapshots: ReadonlyMap<string, Snapshot>): void {
  for (const [requestPath, snapshot] of snapshots) {
    const file = fileFor(docroot, requestPath);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, snapshot.body);
  }
}

import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

/**
 * Builds `target` in a temporary file beside it and renames that into place only when `build`
 * returns, so a reader never sees a half-written file and a failure (or a kill) leaves the old one
 * as it was. With `startFrom: 'existing'` the temporary file begins as a copy of the current target.
 */
export function buildFileInPlace<T>(
  target: string,
  options: { startFrom: 'empty' | 'existing' },
  build: (tempPath: string) => T,
): T {
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const tempPath = `${target}.${process.pid}.tmp`;
  rmSync(tempPath, { force: true });
  let result: T;
  try {
    if (options.startFrom === 'existing' && existsSync(target)) copyFileSync(target, tempPath);
    result = build(tempPath);
  } catch (error) {
    rmSync(tempPath, { force: true });
    throw error;
  }
  renameSync(tempPath, target);
  return result;
}

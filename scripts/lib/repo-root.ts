import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// Scripts run from npm (cwd = root) but also from Playwright and editors; anchor on this file.
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

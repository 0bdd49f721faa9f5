import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join, relative } from 'node:path';
import { repoRoot } from './repo-root.js';

export interface BuildTarget {
  workspace: 'server' | 'web';
  /** The file whose presence and age stand for the whole build. */
  output: string;
  /** Files and folders whose changes make the output stale. */
  sources: string[];
}

export const buildTargets: BuildTarget[] = [
  {
    workspace: 'server',
    output: 'server/dist/main.js',
    sources: ['server/src', 'server/tsconfig.build.json', 'tmdb-types/src'],
  },
  {
    workspace: 'web',
    // Written last (the server render's build follows the browser's), so a half-done build is stale.
    output: 'web/dist-ssr/entry-server.js',
    sources: ['web/src', 'web/index.html', 'web/vite.config.ts', 'tmdb-types/src'],
  },
];

export class BuildError extends Error {}

/** Why the target needs a build, or undefined when its output is up to date. */
export function staleReason(target: BuildTarget, root = repoRoot): string | undefined {
  const output = join(root, target.output);
  if (!existsSync(output)) return `${target.output} is missing`;
  const builtAt = statSync(output).mtimeMs;
  // An output dated after now was written under a shifted clock (a faketime run): no source can
  // ever look newer than it, so it would never be built again.
  if (builtAt > Date.now()) return `${target.output} is dated in the future`;
  for (const source of target.sources) {
    const newer = findNewerFile(join(root, source), builtAt);
    if (newer) return `${relative(root, newer)} changed since the last build`;
  }
  return undefined;
}

/** Runs `npm run build -w <workspace>` for each stale target, output streamed. */
export async function buildIfStale(log: (line: string) => void, root = repoRoot): Promise<void> {
  for (const target of buildTargets) {
    const reason = staleReason(target, root);
    if (!reason) continue;
    log(`Building ${target.workspace} (${reason})...`);
    const startedAt = new Date();
    const code = await run('npm', ['run', 'build', '-w', target.workspace], root);
    if (code !== 0) {
      throw new BuildError(
        `Building ${target.workspace} failed (exit code ${code}); see its output above.`,
      );
    }
    // A build that changed nothing (incremental tsc, a test-only edit) leaves the output's date
    // alone; mark it fresh so the same sources do not trigger a build on every start.
    const output = join(root, target.output);
    if (!existsSync(output)) {
      throw new BuildError(`Building ${target.workspace} succeeded but left no ${target.output}.`);
    }
    if (statSync(output).mtimeMs < startedAt.getTime()) {
      utimesSync(output, startedAt, startedAt);
    }
  }
}

function findNewerFile(path: string, than: number): string | undefined {
  if (!existsSync(path)) return undefined;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs > than ? path : undefined;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || isTestFile(entry.name)) continue;
    const found = findNewerFile(join(path, entry.name), than);
    if (found) return found;
  }
  return undefined;
}

function isTestFile(name: string): boolean {
  return /\.test\.tsx?$/.test(name);
}

function run(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, { cwd, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolvePromise(code ?? (signal ? 1 : 0)));
  });
}

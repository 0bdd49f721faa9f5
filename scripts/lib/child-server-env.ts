import { SERVER_SETTINGS } from '../../server/src/config.js';

/**
 * The environment of a server a script starts for itself (bench, load test, end-to-end runs): the
 * caller's environment without any server setting, plus `settings`. Whatever the shell holds (a TMDB
 * key, a BASE_PATH, NODE_ENV=production), the server reads only what the script chose.
 */
export function childServerEnv(
  settings: Record<string, string>,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base };
  for (const name of SERVER_SETTINGS) delete env[name];
  return { ...env, ...settings };
}

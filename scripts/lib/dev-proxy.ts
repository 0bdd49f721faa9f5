import { parseListenConfig } from '../../server/src/testing.js';
import { probeHost } from './launcher-config.js';

export interface ProxyRule {
  target: string;
  rewrite: (path: string) => string;
}

/**
 * Vite's dev server (web/vite.config.ts) serves the app at "/" and forwards the API and images to
 * the Marquee server, found from the settings that server reads: PORT, HOST and BASE_PATH.
 */
export function devProxy(env: NodeJS.ProcessEnv): Record<'/3/' | '/t/p/', ProxyRule> {
  const { port, host, basePath } = parseListenConfig(env);
  if (port === 0)
    throw new Error(
      'PORT=0 leaves the server’s port to chance, so the dev proxy cannot find it: `npm run dev` picks one for both, or set PORT.',
    );
  const target = `http://${probeHost(host)}:${port}`;
  const rewrite = (path: string) => `${basePath}${path.slice(1)}`;
  return { '/3/': { target, rewrite }, '/t/p/': { target, rewrite } };
}

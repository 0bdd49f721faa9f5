import { join } from 'node:path';
import { childServerEnv } from '../../scripts/lib/child-server-env.js';
import { requireFreePort, startMarqueeServer } from '../../scripts/lib/marquee-stack.js';
import { repoRoot } from '../../scripts/lib/repo-root.js';
import type { Supervised } from '../../scripts/lib/supervise.js';

/** The catalogue the global setup's first server writes; specs with a server of their own reuse it. */
export const TEST_CATALOGUE_DB = join(repoRoot, '.data/test-catalogue.sqlite');

export const stackLogs = process.env.E2E_STACK_LOGS === '1';

export interface SpecServerOptions {
  name: string;
  port: number;
  /** Settings on top of the shared ones (loopback, base path /, quiet logs, the test catalogue). */
  env?: Record<string, string>;
}

/** Fails with a clear line when a previous run left something on one of the spec's ports. */
export async function requireFreeSpecPorts(ports: number[], spec: string): Promise<void> {
  for (const port of ports) {
    await requireFreePort(port, '127.0.0.1', `(a previous ${spec} run?). Stop that process first.`);
  }
}

/** A Marquee server of one spec's own, so stopping or reconfiguring it disturbs no other spec. */
export function startSpecServer({ name, port, env = {} }: SpecServerOptions): Promise<Supervised> {
  return startMarqueeServer({
    name,
    // Like the global setup's servers: no server setting from the shell leaks in.
    env: childServerEnv({
      HOST: '127.0.0.1',
      PORT: String(port),
      BASE_PATH: '/',
      LOG_LEVEL: 'warn',
      CATALOGUE_DB: TEST_CATALOGUE_DB,
      ...env,
    }),
    // The health check answers under the base path, like every other route.
    healthUrl: `http://127.0.0.1:${port}${env.BASE_PATH ?? '/'}healthz`,
    echo: stackLogs,
  });
}

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { supervise } from '../../scripts/lib/supervise.js';
import { waitForHttp } from '../../scripts/lib/wait-for-http.js';
import type { Snapshot } from './api-workloads.js';
import { writeDocroot } from './peer-files.js';

export interface Peer {
  name: string;
  origin: string;
  stop(): Promise<void>;
}

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** Debian's nginx, installed with apt-get when missing and we may; undefined (with why) if not. */
export function ensureNginx(log: (line: string) => void): { binary?: string; note?: string } {
  const found = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (found) return { binary: found };
  if (process.getuid?.() !== 0)
    return { note: 'nginx is not installed and we are not root to apt-get it' };
  log('Installing nginx with apt-get (Debian package)...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '-q', 'nginx'], { env, encoding: 'utf8' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update', '-q'], { env, encoding: 'utf8' });
    install = spawnSync('apt-get', ['install', '-y', '-q', 'nginx'], { env, encoding: 'utf8' });
  }
  const installed = NGINX_CANDIDATES.find((candidate) => existsSync(candidate));
  if (installed) return { binary: installed };
  const reason = (install.stderr || install.error?.message || 'unknown error')
    .trim()
    .split('\n')
    .pop();
  return { note: `nginx could not be installed (${reason})` };
}

/** nginx serving Marquee's own response bytes as static files, with a config of its own. */
export async function startNginxPeer(
  binary: string,
  port: number,
  snapshots: ReadonlyMap<string, Snapshot>,
): Promise<Peer> {
  const dir = mkdtempSync(join(tmpdir(), 'marquee-bench-nginx-'));
  const docroot = join(dir, 'docroot');
  writeDocroot(docroot, snapshots);
  for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, 'temp', temp), { recursive: true });
  }
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig(dir, docroot, port));
  const child = supervise({
    name: 'nginx',
    command: binary,
    args: ['-e', join(dir, 'error.log'), '-p', dir, '-c', config],
    echo: false,
  });
  const origin = `http://127.0.0.1:${port}`;
  const firstPath = snapshots.keys().next().value as string;
  try {
    await Promise.race([
      waitForHttp(`${origin}${firstPath}`, { timeoutMs: 15_000 }),
      child.exited.then(() => {
        throw new Error(`nginx exited: ${child.tail().join(' | ')}`);
      }),
    ]);
  } catch (error) {
    await child.stop(5000);
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    name: 'nginx',
    origin,
    stop: async () => {
      await child.stop(5000);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function nginxConfig(dir: string, docroot: string, port: number): string {
  const temp = (name: string) => join(dir, 'temp', name);
  // As root, workers would drop to "nobody", which cannot read a private temp folder.
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  return `daemon off;
${user}worker_processes auto;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  tcp_nodelay on;
  keepalive_timeout 65;
  keepalive_requests 1000000;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  types { image/svg+xml svg; }
  default_type application/json;
  map $args $query_suffix { "" ""; default "@$args"; }
  server {
    listen 127.0.0.1:${port};
    root ${docroot};
    location / { try_files $uri$query_suffix =404; }
  }
}
`;
}

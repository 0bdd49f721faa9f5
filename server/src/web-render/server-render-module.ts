import type { ServerRenderModule } from '@marquee/tmdb-types/server-render';

/**
 * Whether a loaded module is the web app's server render (web/dist-ssr/entry-server.js): a build
 * of another version would fail on the first page instead of at load.
 */
export function isServerRenderModule(value: unknown): value is ServerRenderModule {
  const module = value as Partial<ServerRenderModule> | null;
  return typeof module?.createServerRender === 'function';
}

/*
 * The shape of the web app's server-render module (web/src/entry-server.tsx, built by
 * `vite build --ssr` into dist-ssr/entry-server.js). Written here rather than imported: the
 * server compiles without the web workspace, and loads the built module at start when it exists.
 */

export type CatalogueTransport = (url: URL, init: RequestInit) => Promise<Response>;

export type ServerPage =
  | {
      kind: 'page';
      status: number;
      title: string;
      /** #root's content. */
      html: string;
      /** Resource hints React emitted for the page (a priority image's preload), for the head. */
      headTags: string;
      /** The answers the page rendered, as JSON safe inside a script element of type application/json. */
      state: string;
      /** The routes' chunks (the web app's loadChunk ids). */
      chunks: string[];
      /** Drawn for a member (the member hint cookie); the state element says so to the scripts. */
      forMember: boolean;
    }
  | { kind: 'shell'; chunks: string[] };

export interface ServerRenderModule {
  setUpServerRender(setup: { baseUrl: string; transport: CatalogueTransport }): void;
  renderPage(url: string, options: { member: boolean }): Promise<ServerPage>;
}

export function isServerRenderModule(value: unknown): value is ServerRenderModule {
  const module = value as Partial<ServerRenderModule> | null;
  return typeof module?.setUpServerRender === 'function' && typeof module.renderPage === 'function';
}

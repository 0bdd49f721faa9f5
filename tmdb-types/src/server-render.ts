/*
 * The contract between the web app's server render (web/src/entry-server.tsx, built by
 * `vite build --ssr` into web/dist-ssr/entry-server.js) and the server that loads it at start
 * (server/src/web-render/). Types only: neither side imports the other's code.
 */

/** How a render asks for the page's answers: the server answers itself, without a network. */
export type CatalogueTransport = (url: URL, init: RequestInit) => Promise<Response>;

/** What every render of one loaded module shares: the same for all visitors. */
export interface ServerRenderSetup {
  /** The app's base URL as the server serves it, e.g. http://localhost/marquee/. */
  baseUrl: string;
}

/** What one render is given: everything that belongs to its visitor. */
export interface RenderOptions {
  /**
   * Answers this render's catalogue requests, for this visitor: the server makes one per request,
   * so the render's own requests count against the visitor's rate limit (their address), and two
   * renders in progress at once never share one.
   */
  transport: CatalogueTransport;
  /** The visitor's session cookie says a member is logged in: draw the member's header and controls. */
  member?: boolean;
  /**
   * The member's ID token from that cookie, once the server verified it: the render reads the
   * member's data with it (members-only pages, their lists), as the browser would with the stored
   * token. Absent for visitors and for a token that is expired, invalid or could not be checked.
   */
  session?: string;
  /**
   * The visitor's Accept-Language header: what differs by country (where to watch a title, its
   * rating) is drawn for the country their languages point to.
   */
  acceptLanguage?: string;
  /**
   * The language the visitor chose (their marquee_lang cookie), as the cookie has it: the render
   * checks it, and without one (or one Marquee does not speak) speaks as Accept-Language asks.
   */
  language?: string;
}

/** The language a page was drawn in, for the document's <html lang dir>. */
export interface PageLanguage {
  /** A BCP 47 tag Marquee speaks, e.g. "pt-BR". */
  language: string;
  direction: 'ltr' | 'rtl';
}

/** What the server sends for one address. */
export type ServerPage = PageLanguage &
  (
    | {
        kind: 'page';
        /** 404 when the address or its title does not exist. */
        status: number;
        title: string;
        /** #root's content. */
        html: string;
        /** Resource hints React emitted for the page (a priority image's preload), for the head. */
        headTags: string;
        /** The answers the page rendered, as JSON safe inside a script element of type application/json. */
        state: string;
        /** The routes' chunks (the web app's loadChunk ids), for modulepreload. */
        chunks: string[];
        /** Drawn for a member: hydration starts from the stored session (data-member on the state). */
        forMember: boolean;
      }
    | {
        /** Members only, or a redirect: the app shell, and the client's router decides. */
        kind: 'shell';
        chunks: string[];
      }
  );

/** A server render made for one base URL; it keeps nothing of one render for the next. */
export interface PageRenderer {
  renderPage(url: string, options: RenderOptions): Promise<ServerPage>;
}

/**
 * What the built module exports: a factory, not setters, so the module holds no state and what a
 * render needs travels with it (the setup in the renderer, the visitor's in RenderOptions).
 */
export interface ServerRenderModule {
  createServerRender(setup: ServerRenderSetup): PageRenderer;
}

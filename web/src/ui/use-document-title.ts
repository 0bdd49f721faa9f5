import { createContext, use, useEffect } from 'react';

export const appName = 'Marquee';

/** What a server render learns of the page's head while it renders (effects never run there). */
export interface ServerHead {
  title: string;
  /** The page drew Not Found (whatever the reason): the server answers 404. */
  notFound?: boolean;
}

export const ServerHeadContext = createContext<ServerHead | null>(null);

function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${appName}` : appName;
}

/** Sets document.title to "<title> · Marquee", or just "Marquee" without one. */
export function useDocumentTitle(title: string | undefined): void {
  const serverHead = use(ServerHeadContext);
  // Only on the server, where effects never run: the page's one call names it.
  if (serverHead) serverHead.title = documentTitle(title);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}

/** Only on the server: the page says Not Found, so the answer's status says it too. */
export function useNotFoundStatus(): void {
  const serverHead = use(ServerHeadContext);
  if (serverHead) serverHead.notFound = true;
}

import { useEffect } from 'react';

export const appName = 'Marquee';

/** Sets document.title to "<title> · Marquee", or just "Marquee" without one. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title]);
}

import { useState } from 'react';

interface Arrival {
  signature: string;
  hidden: ReadonlySet<string>;
}

const nothing: ReadonlySet<string> = new Set();

/**
 * Of the titles a row of cards would leave out now (`hiddenNow`, by slug; undefined while it
 * leaves out nothing), those it already left out when these titles (`signature`) first showed.
 * A title the member acts on from its own card while here (logs a watch, rates it) keeps its
 * card, and with it the open dialog and the focus, until the row shows other titles or the page
 * is opened again.
 */
export function useHiddenOnArrival(
  signature: string,
  hiddenNow: ReadonlySet<string> | undefined,
): ReadonlySet<string> {
  const [arrival, setArrival] = useState<Arrival | null>(null);
  // Set while rendering, as React allows for what depends on earlier renders: the render that
  // first shows these titles already leaves out the right ones.
  if (hiddenNow === undefined) {
    if (arrival !== null) setArrival(null);
    return nothing;
  }
  if (arrival === null || arrival.signature !== signature) {
    setArrival({ signature, hidden: hiddenNow });
    return hiddenNow;
  }
  return new Set([...arrival.hidden].filter((slug) => hiddenNow.has(slug)));
}

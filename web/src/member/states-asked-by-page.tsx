import { use, useMemo, type ReactNode } from 'react';
import { MediaCardAddonsContext, type MediaCardAddons } from '../ui/media-card-addons';

function NoRequest(): null {
  return null;
}

/**
 * Cards inside keep their library addons but ask for no states: the page asked for every card's
 * already (useWatchedFilter), some of which it then left out, and a list of the rest would be
 * a new request.
 */
export function StatesAskedByPage({ children }: { children: ReactNode }) {
  const addons = use(MediaCardAddonsContext);
  const value = useMemo(
    (): MediaCardAddons | null => addons && { ...addons, ListAddon: NoRequest },
    [addons],
  );
  return <MediaCardAddonsContext value={value}>{children}</MediaCardAddonsContext>;
}

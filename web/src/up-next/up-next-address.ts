import type { UpNextTab } from '@marquee/tmdb-types/episode-progress';

/*
 * Up next's address: /up-next, its tab in the query (?tab=waiting), so a server renders it and a
 * link shares it; Watching is the address without one.
 */

export const upNextTabs: ReadonlyArray<{ name: UpNextTab; label: string }> = [
  { name: 'watching', label: 'Watching' },
  { name: 'waiting', label: 'Waiting for new episodes' },
  { name: 'finished', label: 'Finished' },
  { name: 'paused', label: 'Paused' },
  { name: 'dropped', label: 'Stopped' },
];

export function upNextPath(tab: UpNextTab): string {
  return tab === 'watching' ? '/up-next' : `/up-next?tab=${tab}`;
}

/** The tab `?tab=` names; Watching for none or anything else. */
export function parseUpNextTab(value: string | null): UpNextTab {
  return upNextTabs.find((tab) => tab.name === value)?.name ?? 'watching';
}

export function upNextTabLabel(tab: UpNextTab): string {
  return upNextTabs.find((candidate) => candidate.name === tab)?.label ?? tab;
}

import type { UpNextTab } from '@marquee/tmdb-types/episode-progress';
import type { MessageId } from '../i18n/load-messages';

/*
 * Up next's address: /up-next, its tab in the query (?tab=waiting), so a server renders it and a
 * link shares it; Watching is the address without one.
 */

const tabLabels: Record<UpNextTab, MessageId> = {
  watching: 'upNext.tab.watching',
  waiting: 'upNext.tab.waiting',
  finished: 'upNext.tab.finished',
  paused: 'upNext.tab.paused',
  dropped: 'upNext.tab.dropped',
};

export const upNextTabs: ReadonlyArray<{ name: UpNextTab; label: MessageId }> = (
  ['watching', 'waiting', 'finished', 'paused', 'dropped'] as const
).map((name) => ({ name, label: tabLabels[name] }));

export function upNextPath(tab: UpNextTab): string {
  return tab === 'watching' ? '/up-next' : `/up-next?tab=${tab}`;
}

/** The tab `?tab=` names; Watching for none or anything else. */
export function parseUpNextTab(value: string | null): UpNextTab {
  return upNextTabs.find((tab) => tab.name === value)?.name ?? 'watching';
}

export function upNextTabLabel(tab: UpNextTab): MessageId {
  return tabLabels[tab];
}

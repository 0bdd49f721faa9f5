import { TabLinks } from '../../ui/tab-links';
import { libraryPath, libraryTabs, type LibraryTabName } from './library-address';

const tabs = libraryTabs.map((tab) => ({ ...tab, to: libraryPath(tab.name) }));

/** The library's sections as tabs, each at its own address. */
export function LibraryTabs({
  current,
  tabId,
  panelId,
}: {
  current: LibraryTabName;
  tabId(name: LibraryTabName): string;
  panelId: string;
}) {
  return <TabLinks label="Library" tabs={tabs} current={current} tabId={tabId} panelId={panelId} />;
}

import { useIntl } from 'react-intl';
import { TabLinks } from '../../ui/tab-links';
import { libraryPath, libraryTabs, type LibraryTabName } from './library-address';

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
  const intl = useIntl();
  const tabs = libraryTabs.map(({ name, label }) => ({
    name,
    label: intl.formatMessage({ id: label }),
    to: libraryPath(name),
  }));
  return (
    <TabLinks
      label={intl.formatMessage({ id: 'library.title' })}
      tabs={tabs}
      current={current}
      tabId={tabId}
      panelId={panelId}
    />
  );
}

import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../ui/use-document-title';

/** The document's title: "Watchlist · Library", "Watchlist, page 2 · Library". */
export function useLibraryTitle(name: string, page: number): void {
  const intl = useIntl();
  useDocumentTitle(
    page === 1
      ? intl.formatMessage({ id: 'library.documentTitle' }, { name })
      : intl.formatMessage({ id: 'library.documentTitle.page' }, { name, page }),
  );
}

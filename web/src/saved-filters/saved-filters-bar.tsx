import type { TitleMediaType } from '@marquee/tmdb-types/media';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useLibraryMember } from '../member/use-library-member';
import { useHydrated } from '../ui/use-hydrated';
import { SaveFilterDialog } from './save-filter-dialog';
import { savedFilterHref, savedQueryOf } from './saved-filter-address';
import { useSavedFilters } from './saved-filters-query';
import { useSavedFilterWrites } from './use-saved-filter-writes';
import styles from './saved-filters.module.css';

/**
 * Browse's saved filters, for a member: "Save filters" keeps the address's query as it is (so
 * whatever filters browse has, now or later, are kept), and the member's saved ones of this kind
 * lead back to theirs.
 */
export function SavedFiltersBar({ mediaType }: { mediaType: TitleMediaType }) {
  const intl = useIntl();
  const uid = useLibraryMember();
  const hydrated = useHydrated();
  const { search } = useLocation();
  const { filters } = useSavedFilters();
  const writes = useSavedFilterWrites();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  if (uid === null) return null;
  const mine = (filters ?? []).filter((filter) => filter.media_type === mediaType);
  const here = savedQueryOf(search);
  return (
    <div className={styles.bar}>
      {/* A dialog needs the script: without it the button would do nothing. */}
      {hydrated && (
        <button ref={opener} type="button" className={styles.button} onClick={() => setOpen(true)}>
          <FormattedMessage id="savedFilters.bar.save" />
        </button>
      )}
      {mine.length > 0 && (
        <nav
          aria-label={intl.formatMessage({ id: 'savedFilters.bar.label' })}
          className={styles.links}
        >
          <ul>
            {mine.map((filter) => (
              <li key={filter.id}>
                <Link
                  to={savedFilterHref(filter)}
                  aria-current={filter.query === here ? 'page' : undefined}
                >
                  {filter.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {open && (
        <SaveFilterDialog
          mediaType={mediaType}
          returnFocusTo={opener}
          onClose={() => setOpen(false)}
          onSave={({ name, pinned }) =>
            writes.save({ name, pinned, media_type: mediaType, query: here })
          }
        />
      )}
    </div>
  );
}

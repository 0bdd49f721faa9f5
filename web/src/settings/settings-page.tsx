import { FormattedMessage, useIntl } from 'react-intl';
import { isOwnServer } from '../lib/catalogue-client';
import { useLibraryMember } from '../member/use-library-member';
import { useDocumentTitle } from '../ui/use-document-title';
import { AppearanceSection } from './appearance-section';
import { DeleteSection } from './delete-section';
import { ExportSection } from './export-section';
import { ImportSection } from './import/import-section';
import { KeyboardSection } from './keyboard-section';
import { LanguageSection } from './language-section';
import { MyServicesSection } from './my-services-section';
import { ProfileSection } from './profile-section';
import { SavedFiltersSection } from './saved-filters-section';
import styles from './settings-page.module.css';

/**
 * /settings: the member's profile, this browser's theme and keyboard shortcuts, services, bringing a library
 * in and out, and leaving.
 */
export function SettingsPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'settings.page.title' }));
  const uid = useLibraryMember();
  return (
    <div className={styles.settings}>
      <h1>
        <FormattedMessage id="settings.page.title" />
      </h1>
      {!isOwnServer() ? (
        <>
          <p className={styles.hint}>
            <FormattedMessage id="settings.page.ownServerOnly" />
          </p>
          <LanguageSection />
          <AppearanceSection />
          <KeyboardSection />
        </>
      ) : (
        // RequireAuth lets only members in.
        uid !== null && (
          <>
            <ProfileSection />
            <LanguageSection />
            <AppearanceSection />
            <KeyboardSection />
            <MyServicesSection />
            <SavedFiltersSection />
            <ImportSection />
            <ExportSection />
            <DeleteSection uid={uid} />
          </>
        )
      )}
    </div>
  );
}

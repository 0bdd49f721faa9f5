import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MessageId } from '../i18n/load-messages';
import { myServicesSettingsPath } from './my-services';
import styles from './setting-toggle.module.css';

// The lists that keep to services, by the noun their pages pass: each its own sentence, as a
// language agrees its words with the noun.
const messages: Record<string, MessageId> = {
  movies: 'member.chooseServices.movies',
  'tv shows': 'member.chooseServices.tvShows',
  people: 'member.chooseServices.people',
  'watchlist titles': 'member.chooseServices.watchlistTitles',
};

/**
 * Said in a list's place while "Only my services" is on and no services are chosen: an empty
 * list would look like a catalogue with nothing in it.
 */
export function ChooseServicesMessage({ noun }: { noun: string }) {
  return (
    <p role="status" className={styles.message}>
      <FormattedMessage
        id={messages[noun] ?? 'member.chooseServices.other'}
        values={{
          noun,
          link: (chunks) => <Link to={myServicesSettingsPath}>{chunks}</Link>,
        }}
      />
    </p>
  );
}

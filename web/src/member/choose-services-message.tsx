import { Link } from 'react-router-dom';
import { myServicesSettingsPath } from './my-services';
import styles from './setting-toggle.module.css';

/**
 * Said in a list's place while "Only my services" is on and no services are chosen: an empty
 * list would look like a catalogue with nothing in it.
 */
export function ChooseServicesMessage({ noun }: { noun: string }) {
  return (
    <p role="status" className={styles.message}>
      Only my services is on, but you have not chosen your services yet, so there are no {noun} to
      show. <Link to={myServicesSettingsPath}>Choose your region and services in Settings</Link>
    </p>
  );
}

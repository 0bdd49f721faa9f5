import { Link } from 'react-router-dom';
import { ModalDialog } from '../ui/modal-dialog';
import { shortcutGroups } from './shortcut-list';
import dialogStyles from '../ui/modal-dialog.module.css';
import styles from './shortcuts-dialog.module.css';

/** "?": every shortcut, a table a group, and where to turn them off. */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  return (
    <ModalDialog heading="Keyboard shortcuts" onClose={onClose} className={styles.dialog}>
      <div className={styles.groups}>
        {shortcutGroups.map((group) => (
          <table key={group.heading} className={styles.table}>
            <caption>{group.heading}</caption>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">Keys</th>
                <th scope="col">What they do</th>
              </tr>
            </thead>
            <tbody>
              {group.shortcuts.map(({ keys, does }) => (
                <tr key={does}>
                  <th scope="row" className={styles.keys}>
                    {keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && <span className={styles.then}>then</span>}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </th>
                  <td>{does}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className={styles.note}>
        They never act while you type in a field.{' '}
        <Link to="/settings#keyboard" onClick={onClose}>
          Turn them off in Settings
        </Link>
        .
      </p>
      <div className={dialogStyles.buttons}>
        <button type="button" className={dialogStyles.primary} onClick={onClose}>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ModalDialog } from '../ui/modal-dialog';
import { shortcutGroups } from './shortcut-list';
import dialogStyles from '../ui/modal-dialog.module.css';
import styles from './shortcuts-dialog.module.css';

/** "?": every shortcut, a table a group, and where to turn them off. */
export function ShortcutsDialog({ onClose }: { onClose(): void }) {
  const intl = useIntl();
  return (
    <ModalDialog
      heading={intl.formatMessage({ id: 'shortcuts.dialog.title' })}
      onClose={onClose}
      className={styles.dialog}
    >
      <div className={styles.groups}>
        {shortcutGroups.map((group) => (
          <table key={group.heading} className={styles.table}>
            <caption>
              <FormattedMessage id={group.heading} />
            </caption>
            <thead className="visually-hidden">
              <tr>
                <th scope="col">
                  <FormattedMessage id="shortcuts.dialog.keys" />
                </th>
                <th scope="col">
                  <FormattedMessage id="shortcuts.dialog.does" />
                </th>
              </tr>
            </thead>
            <tbody>
              {group.shortcuts.map(({ keys, does }) => (
                <tr key={does}>
                  <th scope="row" className={styles.keys}>
                    {keys.map((key, index) => (
                      <span key={key}>
                        {index > 0 && (
                          <span className={styles.then}>
                            <FormattedMessage id="shortcuts.dialog.then" />
                          </span>
                        )}
                        <kbd>{key}</kbd>
                      </span>
                    ))}
                  </th>
                  <td>
                    <FormattedMessage id={does} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
      <p className={styles.note}>
        <FormattedMessage
          id="shortcuts.dialog.note"
          values={{
            link: (chunks) => (
              <Link to="/settings#keyboard" onClick={onClose}>
                {chunks}
              </Link>
            ),
          }}
        />
      </p>
      <div className={dialogStyles.buttons}>
        <button type="button" className={dialogStyles.primary} onClick={onClose}>
          <FormattedMessage id="shortcuts.dialog.close" />
        </button>
      </div>
    </ModalDialog>
  );
}

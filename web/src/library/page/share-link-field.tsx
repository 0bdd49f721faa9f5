import { useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styles from './list-sharing.module.css';

/**
 * A shared list's link, read-only, with a Copy button. Where the Clipboard API is missing (an
 * insecure origin) or refused, the link is selected for the person to copy themselves.
 */
export function ShareLinkField({ url }: { url: string }) {
  const intl = useIntl();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copyStatus, setCopyStatus] = useState('');

  async function copy() {
    // Typed as always there, but browsers leave it out of pages not served securely.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    try {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(url);
      setCopyStatus(intl.formatMessage({ id: 'library.shareLink.copied' }));
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopyStatus(intl.formatMessage({ id: 'library.shareLink.copyFailed' }));
    }
  }

  return (
    <div className={styles.linkField}>
      <label htmlFor={id}>
        <FormattedMessage id="library.shareLink.label" />
      </label>
      <div className={styles.linkRow}>
        <input
          ref={input}
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className={styles.copy} onClick={() => void copy()}>
          <FormattedMessage id="library.shareLink.copy" />
        </button>
      </div>
      <p role="status" className={styles.copyStatus}>
        {copyStatus}
      </p>
    </div>
  );
}

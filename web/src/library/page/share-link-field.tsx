import { useId, useRef, useState } from 'react';
import styles from './list-sharing.module.css';

/**
 * A shared list's link, read-only, with a Copy button. Where the Clipboard API is missing (an
 * insecure origin) or refused, the link is selected for the person to copy themselves.
 */
export function ShareLinkField({ url }: { url: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copyStatus, setCopyStatus] = useState('');

  async function copy() {
    // Typed as always there, but browsers leave it out of pages not served securely.
    const clipboard = navigator.clipboard as Clipboard | undefined;
    try {
      if (!clipboard) throw new Error('No clipboard');
      await clipboard.writeText(url);
      setCopyStatus('Copied');
    } catch {
      input.current?.focus();
      input.current?.select();
      setCopyStatus(
        "Couldn't copy the link: it is selected, so copy it with Ctrl+C (⌘C on a Mac).",
      );
    }
  }

  return (
    <div className={styles.linkField}>
      <label htmlFor={id}>Share link</label>
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
          Copy
        </button>
      </div>
      <p role="status" className={styles.copyStatus}>
        {copyStatus}
      </p>
    </div>
  );
}

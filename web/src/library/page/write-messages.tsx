import { useCallback, useMemo, useState } from 'react';
import styles from './library-page.module.css';

export interface WriteAction {
  label: string;
  run(): void;
}

interface Done {
  text: string;
  action?: WriteAction | undefined;
}

export interface WriteMessagesState {
  done: Done | null;
  failure: string | null;
  showDone(text: string, action?: WriteAction): void;
  showFailure(text: string): void;
  clear(): void;
}

/** What the last write did (with an Undo where there is one) or why it failed. */
export function useWriteMessages(initialDone?: string): WriteMessagesState {
  const [done, setDone] = useState<Done | null>(initialDone ? { text: initialDone } : null);
  const [failure, setFailure] = useState<string | null>(null);
  const showDone = useCallback((text: string, action?: WriteAction) => {
    setFailure(null);
    setDone({ text, action });
  }, []);
  const showFailure = useCallback((text: string) => {
    setDone(null);
    setFailure(text);
  }, []);
  const clear = useCallback(() => {
    setDone(null);
    setFailure(null);
  }, []);
  return useMemo(
    () => ({ done, failure, showDone, showFailure, clear }),
    [done, failure, showDone, showFailure, clear],
  );
}

export function WriteMessages({ messages }: { messages: WriteMessagesState }) {
  const { done, failure } = messages;
  return (
    <div className={styles.messages}>
      {/* Always there, so screen readers hear what lands in it. */}
      <div role="status" className={done ? styles.done : undefined}>
        {done && (
          <>
            <span>{done.text}</span>
            {done.action && (
              <button type="button" className={styles.messageAction} onClick={done.action.run}>
                {done.action.label}
              </button>
            )}
          </>
        )}
      </div>
      {failure && (
        <div role="alert" className={styles.failure}>
          {failure}
        </div>
      )}
    </div>
  );
}

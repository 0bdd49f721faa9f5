import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { readPress, type SequenceState } from './key-sequence';
import { doPageAction } from './page-shortcuts';
import { goTargets } from './shortcut-list';
import { shortcutsOn } from '../lib/shortcuts-preference';
import { isTypingTarget } from './typing-target';

/**
 * Listens for the shortcuts on the whole document while the app runs: never while somebody types
 * in a field, nor behind an open dialog, nor when turned off in Settings. Gives whether the
 * "Keyboard shortcuts" dialog ("?") is open.
 */
export function useKeyboardShortcuts(): { helpOpen: boolean; closeHelp(): void } {
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const sequence = useRef<SequenceState>(null);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.repeat || isTypingTarget(event.target)) return;
      if (document.querySelector('dialog[open]') || !shortcutsOn()) return;
      const { action, state } = readPress(sequence.current, {
        key: event.key,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        at: event.timeStamp,
      });
      sequence.current = state;
      if (!action) return;
      let done = true;
      if (action.kind === 'help') setHelpOpen(true);
      else if (action.kind === 'go') void navigate(goTargets[action.key].to);
      else done = doPageAction(action, document);
      // Only a key that did something is kept from the page ("/" is not typed into the search).
      if (done) event.preventDefault();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate]);

  return { helpOpen, closeHelp: () => setHelpOpen(false) };
}

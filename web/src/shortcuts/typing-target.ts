/* Where a key press is somebody typing: shortcuts stay quiet there. */

// Inputs a letter key types nothing into: a press on them can be a shortcut.
const keylessInputTypes = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'range']);

export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) return !keylessInputTypes.has(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

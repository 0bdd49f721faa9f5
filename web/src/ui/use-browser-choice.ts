import { useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A choice kept by this browser (a cookie, the page's own attribute) for a settings control: the
 * server draws `drawn`, and once the page's scripts run, what `read` finds; a change shows at once.
 * Gives the value, its setter, and whether the control is live yet.
 */
export function useBrowserChoice<T>(read: () => T, drawn: T): [T, (value: T) => void, boolean] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<{ value: T } | null>(null);
  const value = chosen ? chosen.value : hydrated ? read() : drawn;
  return [value, (next) => setChosen({ value: next }), hydrated];
}

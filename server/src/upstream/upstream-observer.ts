import type { CachedUpstreamObserver } from './cached-upstream.js';
import type { CircuitState } from './circuit-breaker.js';

/** What upstream mode tells the metrics; it knows nothing of how they are kept. */
export interface UpstreamObserver extends CachedUpstreamObserver {
  /** The breaker's state, read whenever the metrics are (given once, as upstream mode opens). */
  watchCircuit(state: () => CircuitState): void;
}

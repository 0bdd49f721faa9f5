import { z } from 'zod';

// Without this zod probes for eval (new Function) to compile faster parsers; our CSP refuses eval,
// and the refused probe shows up as a policy violation on every page that loads a schema.
z.config({ jitless: true });

/** zod, set up for our CSP: every schema imports it from here. */
export { z };

/**
 * TMDB's OpenAPI description and sample answers (`../shared/tmdb` beside the checkout), for the
 * scripts, web and end-to-end tests. Defined once, by the server's tests, whose code may not import
 * scripts/; this module passes the same constant on.
 */
export { sharedTmdbDir, sharedTmdbFile } from '../../server/src/testing.js';

/*
 * Marquee: what a person chooses for how pages look, kept in the marquee_theme cookie of their
 * browser so the server renders each page as they chose (no flash of the other theme, no inline
 * script). Types only, as every module here: the server reads the cookie
 * (server/src/web-render/page-theme.ts), the web app writes it (web/src/lib/page-theme.ts).
 */

/** Dark is Marquee's own look and the default; "system" follows the device's preference. */
export type Theme = 'dark' | 'light' | 'system';

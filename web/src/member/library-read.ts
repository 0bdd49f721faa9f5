/**
 * What every library read shares: another tab or device may change a library at any time, so a
 * read is asked again whenever the window regains focus ('always': even while fresh, which plain
 * `true` would skip for the cache's five minutes). The catalogue's reads do not.
 */
export const libraryRead = { refetchOnWindowFocus: 'always' } as const;

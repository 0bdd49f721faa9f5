/*
 * How the app names seasons and episodes, the same on every page: "Season 2" (or the season's own
 * name), "Specials" for season 0, "S2E4" for an episode and "S2E4 · The Rains" with its name.
 */

export function episodeCode(seasonNumber: number, episodeNumber: number): string {
  return `S${seasonNumber}E${episodeNumber}`;
}

/** "S2E4 · The Rains"; the code alone while the name is not known. */
export function episodeLabel(episode: {
  season_number: number;
  episode_number: number;
  name: string;
}): string {
  const code = episodeCode(episode.season_number, episode.episode_number);
  return episode.name ? `${code} · ${episode.name}` : code;
}

/** TMDB calls season 0 "Specials" and most others "Season N"; a season may have its own name. */
export function seasonTitle(season: { season_number: number; name?: string | undefined }): string {
  if (season.season_number === 0) return 'Specials';
  return season.name?.trim() || `Season ${season.season_number}`;
}

/** An episode's own name, or its number when it has none yet. */
export function episodeTitle(episode: { episode_number: number; name: string }): string {
  return episode.name.trim() || `Episode ${episode.episode_number}`;
}

// Season and episode ids are derived from the show's, as the generator has always numbered seasons
// (show × 100 + season), so an id names its show and numbers without a table: the image routes find
// an episode's still, and a season's poster, from the id in the file name alone.

/** A season's id: unique while a show has fewer than 100 seasons (a running show's 100th cycle is decades away). */
export function seasonId(showId: number, season: number): number {
  return showId * 100 + season;
}

/** An episode's id: its season's id × 100 plus its number (a season has at most 24 episodes). */
export function episodeId(showId: number, season: number, episode: number): number {
  return seasonId(showId, season) * 100 + episode;
}

/** The show and season a season id names. */
export function seasonOfId(id: number): { showId: number; season: number } {
  return { showId: Math.floor(id / 100), season: id % 100 };
}

/** The show, season and episode an episode id names. */
export function episodeOfId(id: number): { showId: number; season: number; episode: number } {
  return { ...seasonOfId(Math.floor(id / 100)), episode: id % 100 };
}

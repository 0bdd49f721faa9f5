/*
 * The app's addresses of a show's parts: its seasons and episodes live under its details page, so
 * each has a link of its own that the server renders (/details/tv/{id}/season/{n}/episode/{e}).
 */

export function showPath(showId: number): string {
  return `/details/tv/${showId}`;
}

export function seasonPath(showId: number, seasonNumber: number): string {
  return `${showPath(showId)}/season/${seasonNumber}`;
}

export function episodePath(showId: number, seasonNumber: number, episodeNumber: number): string {
  return `${seasonPath(showId, seasonNumber)}/episode/${episodeNumber}`;
}

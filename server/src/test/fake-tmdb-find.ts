import { readFileSync } from 'node:fs';
import path from 'node:path';

type Json = Record<string, unknown>;

const FIND_PATH = /^\/3\/find\/([^/]+)$/;

function readJson(examplesDir: string, file: string): Json {
  return JSON.parse(readFileSync(path.join(examplesDir, file), 'utf8')) as Json;
}

/** TV details as /find lists a show: TMDB's list-item fields. */
function showItem(details: Json): Json {
  return {
    adult: details.adult,
    backdrop_path: details.backdrop_path,
    id: details.id,
    name: details.name,
    original_name: details.original_name,
    overview: details.overview,
    poster_path: details.poster_path,
    media_type: 'tv',
    original_language: details.original_language,
    genre_ids: (details.genres as Array<{ id: number }>).map((genre) => genre.id),
    popularity: details.popularity,
    first_air_date: details.first_air_date,
    vote_average: details.vote_average,
    vote_count: details.vote_count,
    origin_country: details.origin_country,
  };
}

/**
 * TMDB's /3/find/{id}?external_source=tvdb_id from what the samples know: the show of the TV
 * samples (Game of Thrones, its TheTVDB id in tv-series-external-ids) and the episode of the
 * episode samples (its first, in tv-episode-external-ids), listed as TMDB lists them, with the
 * episode's show_id; any other TheTVDB id finds nothing. Undefined for any other request, which
 * the fake answers as before (other sources are not the fake's).
 */
export function fakeFindAnswer(url: URL, examplesDir: string): string | undefined {
  const match = FIND_PATH.exec(url.pathname);
  if (match === null || url.searchParams.get('external_source') !== 'tvdb_id') return undefined;
  const tvdbId = Number(match[1]);
  const show = readJson(examplesDir, 'tv-series-external-ids.json');
  const episode = readJson(examplesDir, 'tv-episode-external-ids.json');
  const answer = {
    movie_results: [] as Json[],
    person_results: [] as Json[],
    tv_results: [] as Json[],
    tv_episode_results: [] as Json[],
    tv_season_results: [] as Json[],
  };
  if (tvdbId === show.tvdb_id)
    answer.tv_results.push(showItem(readJson(examplesDir, 'tv-details.json')));
  if (tvdbId === episode.tvdb_id) {
    // The episode as a season lists it, without its people.
    const listed = readJson(examplesDir, 'tv-episode-details.json');
    delete listed.crew;
    delete listed.guest_stars;
    answer.tv_episode_results.push({ ...listed, media_type: 'tv_episode', show_id: show.id });
  }
  return JSON.stringify(answer);
}

import type {
  AccountList,
  AccountStates,
  DiaryEntryWire,
  LibraryTitle,
  ListDetails,
  TitleAccountStatesAnswer,
} from '@marquee/tmdb-types/account';
import type { EpisodeDiaryEntry, UpNextItem } from '@marquee/tmdb-types/episode-progress';
import type { MemberSettings } from '@marquee/tmdb-types/library-sharing';
import type { MediaType, TitleMediaType } from '@marquee/tmdb-types/media';
import type { TmdbError } from '@marquee/tmdb-types/page';
import { usableSessionUser } from '../auth/session-token';
import {
  cataloguePath,
  catalogueAnswers,
  jsonAnswer,
  movieItem,
  notFoundAnswer,
  page,
  personItem,
  tvItem,
} from './catalogue-fixtures';

/*
 * A member's side of the server render's test catalogue: the members-only lists (trending) and one
 * member's library, answered as our server does, only to a request that carries that member's ID
 * token (anything else is TMDB's 401). Public paths answer as catalogue-fixtures.ts says.
 */

export const trendingTitles: Record<MediaType, string> = {
  movie: 'The Trending Movie',
  tv: 'The Trending Show',
  person: 'Trending Person',
};

export const watchlistTitle = 'A Watchlisted Movie';
/** The show the member is watching: Up next's one row, and home's Continue watching. */
export const watchingShow = 'A Show Half Watched';
export const nextEpisodeName = 'The Next One';
export const diaryTitle = 'A Watched Show';
/** Company, network and keyword 1, and the first of the titles discover finds of each. */
export const thingNames = {
  company: 'Rendered Pictures',
  network: 'Rendered TV',
  keyword: 'lighthouse',
};
export const discoveredTitles = { movie: 'A Discovered Movie', tv: 'A Discovered Show' };
export const listName = 'Sunday films';
/** The id of the member's one list. */
export const listId = 5;

const watchlisted: LibraryTitle = { ...movieItem(31, watchlistTitle), media_type: 'movie' };
const watched: LibraryTitle = { ...tvItem(32, diaryTitle), media_type: 'tv' };

const settings: MemberSettings = {
  display_name: null,
  hide_watched: false,
  watch_region: null,
  watch_providers: [],
  count_rent_buy: false,
  only_my_services: false,
  language: null,
  theme: null,
  keyboard_shortcuts: null,
};

function upNextItem(): UpNextItem {
  return {
    show: { ...tvItem(33, watchingShow), media_type: 'tv' },
    status: 'watching',
    cycle: 1,
    state: 'watching',
    aired_episodes: 40,
    watched_episodes: 12,
    next_episode: {
      season_number: 2,
      episode_number: 4,
      id: 330204,
      name: nextEpisodeName,
      air_date: '2024-03-01',
      runtime: 45,
      still_path: null,
    },
  };
}

function episodeWatch(): EpisodeDiaryEntry {
  return {
    id: 7,
    show_id: 33,
    season_number: 2,
    episode_number: 3,
    cycle: 1,
    rewatch: 0,
    watched_on: '2026-05-01',
    created_at: '2026-05-01T21:00:00.000Z',
    show: { ...tvItem(33, watchingShow), media_type: 'tv' },
  };
}

function diaryEntry(): DiaryEntryWire {
  return {
    id: 1,
    watched_on: '2026-05-02',
    note: null,
    rating: null,
    created_at: '2026-05-02T20:00:00.000Z',
    media: watched,
  };
}

function accountList(): AccountList {
  return {
    id: listId,
    name: listName,
    description: '',
    item_count: 1,
    favorite_count: 0,
    iso_639_1: 'en',
    list_type: 'mixed',
    poster_path: null,
    created_at: '2026-01-10T12:00:00.000Z',
    updated_at: '2026-05-02T12:00:00.000Z',
    public: false,
    share_id: null,
  };
}

function listDetails(uid: string): ListDetails {
  return {
    created_by: uid,
    description: '',
    favorite_count: 0,
    id: String(listId),
    items: [watchlisted],
    item_count: 1,
    iso_639_1: 'en',
    name: listName,
    poster_path: null,
    public: false,
    share_id: null,
    page: 1,
    total_pages: 1,
    total_results: 1,
  };
}

function noStates(id: number): AccountStates {
  return { id, favorite: false, rated: false, watchlist: false, watched: 0, list_ids: [] };
}

/** The batch states read: nothing in the library for whatever titles it is asked about. */
function titleStates(url: URL): TitleAccountStatesAnswer {
  const items = (url.searchParams.get('items') ?? '').split(',').filter(Boolean);
  return {
    results: items.map((item) => {
      const [mediaType, id] = item.split(':') as [TitleMediaType, string];
      return { ...noStates(Number(id)), media_type: mediaType };
    }),
  };
}

type Answer = unknown | ((url: URL) => unknown);

/** What the members-only paths answer to member `uid`, by path (as cataloguePath gives it). */
export function memberAnswers(uid: string): Record<string, Answer> {
  const account = `3/account/${uid}`;
  return {
    '3/trending/movie/day': page([movieItem(21, trendingTitles.movie)]),
    '3/trending/tv/day': page([tvItem(22, trendingTitles.tv)]),
    '3/trending/person/day': page([personItem(23, trendingTitles.person)]),
    [`${account}/settings`]: settings,
    [`${account}/recommendations`]: page([]),
    // None saved: a pinned one's row, like For you, is the browser's to ask for.
    [`${account}/saved_filters`]: { results: [] },
    [`${account}/account_states`]: titleStates,
    [`${account}/watchlist`]: page([watchlisted]),
    [`${account}/rated`]: page([]),
    [`${account}/favorite`]: page([]),
    [`${account}/diary`]: page([diaryEntry()]),
    [`${account}/lists`]: page([accountList()]),
    [`${account}/episode_watches`]: page([episodeWatch()]),
    [`${account}/up_next`]: (url: URL) =>
      page((url.searchParams.get('tab') ?? 'watching') === 'watching' ? [upNextItem()] : []),
    [`${account}/calendar`]: (url: URL) => ({
      start_date: url.searchParams.get('start_date') ?? '2026-03-10',
      end_date: url.searchParams.get('end_date') ?? '2026-04-06',
      shows: [upNextItem().show],
      episodes: [
        {
          show_id: 33,
          episode: { ...upNextItem().next_episode, air_date: '2026-03-12' },
          watched: false,
        },
      ],
      movies: [],
      unwatched: [],
    }),
    [`3/list/${listId}`]: listDetails(uid),
    '3/company/1': {
      id: 1,
      name: thingNames.company,
      logo_path: '/company-1.png',
      origin_country: 'GB',
      description: '',
      headquarters: 'Render Street, London',
      homepage: 'https://pictures.example',
      parent_company: null,
    },
    '3/network/1': {
      id: 1,
      name: thingNames.network,
      logo_path: null,
      origin_country: 'GB',
      headquarters: '',
      homepage: '',
    },
    '3/keyword/1': { id: 1, name: thingNames.keyword },
    '3/discover/movie': page([movieItem(41, discoveredTitles.movie)], 45),
    '3/discover/tv': page([tvItem(42, discoveredTitles.tv)]),
  };
}

// What our server keeps for members: everything but details, collections, search, configuration,
// genres and shared lists.
const MEMBERS_ONLY =
  /^3\/(?:trending|discover|person\/popular|account|list|company|network|keyword)\//;

function refused(status_code: number, status_message: string): Response {
  const body: TmdbError = { status_code, status_message, success: false };
  return jsonAnswer(body, 401);
}

/** The member whose token the request carries, if any. */
function memberOf(init: RequestInit): string | null {
  const bearer = /^Bearer (.+)$/.exec(new Headers(init.headers).get('authorization') ?? '')?.[1];
  return usableSessionUser(bearer ?? null)?.uid ?? null;
}

/**
 * A transport answering public paths from catalogueAnswers and members-only ones to the member
 * whose token comes with them (a library only to its own member); recording each request and its
 * Authorization header. `hold`: no answer before it resolves, so concurrent renders interleave.
 */
export function memberStubTransport({ hold }: { hold?: Promise<void> } = {}) {
  const publicAnswers: Record<string, unknown> = {
    ...catalogueAnswers(),
    // The browse and library filters' genres, which the browser asks once the page is hydrated.
    '3/genre/movie/list': { genres: [{ id: 18, name: 'Drama' }] },
    '3/genre/tv/list': { genres: [{ id: 18, name: 'Drama' }] },
    // Settings' My services: the regions, and no services in the browser's.
    '3/watch/providers/regions': {
      results: [{ iso_3166_1: 'US', english_name: 'United States', native_name: 'United States' }],
    },
    '3/watch/providers/movie': { results: [] },
    '3/watch/providers/tv': { results: [] },
    // Browse's certification filter, which asks once More filters is open.
    '3/certification/movie/list': {
      certifications: { US: [{ certification: 'PG', meaning: 'Parental guidance.', order: 1 }] },
    },
  };
  const requests: URL[] = [];
  const authorizations: Array<string | null> = [];
  async function transport(url: URL, init: RequestInit = {}): Promise<Response> {
    requests.push(url);
    authorizations.push(new Headers(init.headers).get('authorization'));
    await hold;
    const path = cataloguePath(url);
    if (!MEMBERS_ONLY.test(path)) {
      const answer = publicAnswers[path];
      return answer === undefined ? notFoundAnswer() : jsonAnswer(answer);
    }
    const uid = memberOf(init);
    if (uid === null) return refused(7, 'Invalid API key: You must be granted a valid key.');
    const answer = memberAnswers(uid)[path];
    if (answer === undefined)
      return path.startsWith('3/account/')
        ? refused(3, 'Authentication failed: You do not have permissions to access the service.')
        : notFoundAnswer();
    return jsonAnswer(
      typeof answer === 'function' ? (answer as (url: URL) => unknown)(url) : answer,
    );
  }
  return { transport, requests, authorizations };
}

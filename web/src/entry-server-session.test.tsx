// @vitest-environment node
import type { DehydratedState } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RenderOptions, ServerPage } from '@marquee/tmdb-types/server-render';
import { createServerRender } from './entry-server';
import { cataloguePath, collectionName, movieTitle } from './test/catalogue-fixtures';
import {
  diaryTitle,
  discoveredTitles,
  listId,
  listName,
  memberStubTransport,
  nextEpisodeName,
  thingNames,
  trendingTitles,
  watchingShow,
  watchlistTitle,
} from './test/member-catalogue';
import { fakeIdToken } from './test/utils';

/*
 * Members' pages rendered with the member's session: the ID token the server verified from the
 * session cookie (RenderOptions.session). The render reads it as the stored token, and its
 * requests carry it as the browser's do.
 */

// One renderer, as the server makes when it loads the module; each render is given the
// transport that answers as the test says (the same stub for both members of a test, which
// records every request), as the server gives each render its visitor's.
const renderer = createServerRender({ baseUrl: 'http://marquee.invalid/' });
let catalogue = memberStubTransport();

beforeEach(() => {
  catalogue = memberStubTransport();
});

type Visit = Omit<RenderOptions, 'transport'>;

function renderPage(url: string, options: Visit) {
  return renderer.renderPage(url, { ...options, transport: catalogue.transport });
}

type RenderedPage = Extract<ServerPage, { kind: 'page' }>;

const ada = fakeIdToken({ user_id: 'uid-1', sub: 'uid-1', name: 'ada' });
const bob = fakeIdToken({ user_id: 'uid-2', sub: 'uid-2', name: 'bob' });

async function renderedPage(url: string, options: Visit): Promise<RenderedPage> {
  const page = await renderPage(url, options);
  if (page.kind !== 'page') throw new Error(`${url} was not rendered: ${JSON.stringify(page)}`);
  return page;
}

/** The page's text as a reader sees it, tags dropped. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function queriesOf(page: RenderedPage): DehydratedState['queries'] {
  return (JSON.parse(page.state) as DehydratedState).queries;
}

/** Each catalogue path the render asked, with the Authorization it sent. */
function sentAuthorizations(): Record<string, string | null> {
  return Object.fromEntries(
    catalogue.requests.map((url, index) => [
      cataloguePath(url),
      catalogue.authorizations[index] ?? null,
    ]),
  );
}

describe("a members' page rendered with the member's session", () => {
  it('/home has Continue watching and the trending rows, asked with the member token, in its HTML and state', async () => {
    const page = await renderedPage('/home', { member: true, session: ada });
    expect(page.status).toBe(200);
    expect(page.title).toBe('Home · Marquee');
    expect(page.forMember).toBe(true);
    expect(page.chunks).toEqual(['app-layout', 'require-auth', 'home-page', 'en']);
    const text = textOf(page.html);
    for (const title of Object.values(trendingTitles)) expect(text).toContain(title);
    // Above the trending rows, drawn with them: it never pushes them down when it comes.
    expect(text).toMatch(
      new RegExp(`Continue watching .*${watchingShow} S2E4 · ${nextEpisodeName} .*Top trending`),
    );
    expect(text).toContain(' Logout ');
    const trending = queriesOf(page).filter(({ queryKey }) => queryKey[0] === 'trending');
    expect(trending.map(({ queryKey }) => queryKey)).toEqual(
      expect.arrayContaining([
        ['trending', 'movie', 1],
        ['trending', 'tv', 1],
        ['trending', 'person', 1],
      ]),
    );
    for (const query of trending) expect(query.state.status).toBe('success');
    expect(sentAuthorizations()).toEqual({
      '3/trending/movie/day': `Bearer ${ada}`,
      '3/trending/tv/day': `Bearer ${ada}`,
      '3/trending/person/day': `Bearer ${ada}`,
      '3/account/uid-1/up_next': `Bearer ${ada}`,
      // Whether the title rows keep to the member's services.
      '3/account/uid-1/settings': `Bearer ${ada}`,
    });
  });

  it('is rendered for the member even when the cookie flag is left out', async () => {
    const page = await renderedPage('/', { session: ada });
    expect(page.forMember).toBe(true);
    expect(textOf(page.html)).toContain(trendingTitles.movie);
  });

  it.each([
    ['/movies', 'Movies', trendingTitles.movie],
    ['/tv', 'TV shows', trendingTitles.tv],
    ['/people', 'People', trendingTitles.person],
  ])('%s has its list and the member settings it waits for', async (url, heading, title) => {
    const page = await renderedPage(url, { member: true, session: ada });
    expect(page.title).toBe(`${heading} · Marquee`);
    expect(textOf(page.html)).toContain(title);
    const settings = queriesOf(page).find(({ queryKey }) => queryKey.includes('settings'));
    expect(settings?.queryKey).toContain('uid-1');
    expect(settings?.state.status).toBe('success');
    expect(sentAuthorizations()['3/account/uid-1/settings']).toBe(`Bearer ${ada}`);
  });

  it.each([
    ['/library', watchlistTitle],
    ['/library/watched', diaryTitle],
    ['/library/episodes', watchingShow],
    ['/library/lists', listName],
    [`/library/lists/${listId}`, watchlistTitle],
  ])("%s has the member's library in it", async (url, title) => {
    const page = await renderedPage(url, { member: true, session: ada });
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(title);
    expect(queriesOf(page).every(({ state }) => state.status === 'success')).toBe(true);
    expect(Object.values(sentAuthorizations())).toEqual(expect.arrayContaining([`Bearer ${ada}`]));
  });

  it('/up-next has the next episode of each show the member watches, asked with the member token', async () => {
    const page = await renderedPage('/up-next', { member: true, session: ada });
    expect(page.status).toBe(200);
    expect(page.title).toBe('Up next · Marquee');
    expect(page.chunks).toEqual(['app-layout', 'require-auth', 'up-next-page', 'en']);
    const text = textOf(page.html);
    expect(text).toContain(`${watchingShow} S2E4 · ${nextEpisodeName}`);
    expect(text).toContain('12 of 40 episodes');
    expect(page.html).toMatch(/<progress[^>]*aria-valuetext="12 of 40 episodes"/);
    expect(page.html).toMatch(/<a[^>]*aria-selected="true"[^>]*>Watching<\/a>/);
    expect(queriesOf(page).map(({ queryKey }) => queryKey)).toEqual([
      ['library', 'uid-1', 'up-next', 'watching', 1],
    ]);
    expect(sentAuthorizations()).toEqual({ '3/account/uid-1/up_next': `Bearer ${ada}` });
  });

  it('/up-next?tab=waiting is that tab, its address shared with its query', async () => {
    const page = await renderedPage('/up-next?tab=waiting&page=2', { member: true, session: ada });
    expect(page.title).toBe('Waiting for new episodes, page 2 · Up next · Marquee');
    expect(page.html).toMatch(/<a[^>]*aria-selected="true"[^>]*>Waiting for new episodes<\/a>/);
    expect(textOf(page.html)).toContain('No show you watch is waiting for new episodes.');
    expect(catalogue.requests.map((url) => `${cataloguePath(url)}${url.search}`)).toEqual([
      '3/account/uid-1/up_next?tab=waiting&page=2',
    ]);
  });

  it('/calendar has the days of the address, asked with the member token', async () => {
    const page = await renderedPage('/calendar?view=month&date=2026-03-04', {
      member: true,
      session: ada,
    });
    expect(page.status).toBe(200);
    expect(page.title).toBe('March 2026 · Calendar · Marquee');
    expect(page.chunks).toEqual(['app-layout', 'require-auth', 'calendar-page', 'en']);
    expect(page.html).toMatch(/<table role="grid"[^>]*aria-labelledby/);
    expect(page.html).toContain('<th scope="col">');
    // Before any script: one day is the tab stop (the month's first, as the server knows no
    // "today"), and every link of the grid is in the tab order, as no key moves into a day yet.
    const grid = page.html.slice(page.html.indexOf('<table'), page.html.indexOf('</table>'));
    const tabStops = grid.match(/<td[^>]*tabindex="0"[^>]*>/g) ?? [];
    expect(tabStops).toHaveLength(1);
    expect(tabStops[0]).toContain('aria-label="Sunday, March 1, 2026, nothing airing"');
    expect(grid).toMatch(/<a [^>]*href=/);
    expect(grid).not.toMatch(/<a [^>]*tabindex/);
    const text = textOf(page.html);
    expect(text).toContain('Thursday, March 12, 2026');
    expect(text).toContain(`${watchingShow} S2E4 · ${nextEpisodeName}`);
    expect(queriesOf(page).map(({ queryKey }) => queryKey)).toEqual([
      ['library', 'uid-1', 'calendar', { start: '2026-03-01', end: '2026-04-04' }],
    ]);
    expect(catalogue.requests.map((url) => `${cataloguePath(url)}${url.search}`)).toEqual([
      '3/account/uid-1/calendar?start_date=2026-03-01&end_date=2026-04-04',
    ]);
    expect(catalogue.authorizations).toEqual([`Bearer ${ada}`]);
  });

  it('/calendar is the next four weeks as the server counts them', async () => {
    const page = await renderedPage('/calendar', { member: true, session: ada });
    expect(page.title).toBe('Calendar · Marquee');
    const text = textOf(page.html);
    expect(text).toContain('March 10, 2026 to April 6, 2026');
    expect(text).toContain('Thursday, March 12, 2026');
    expect(text).toContain(watchingShow);
  });

  it('/settings is drawn, its member settings still to come', async () => {
    const page = await renderedPage('/settings', { member: true, session: ada });
    expect(page.status).toBe(200);
    expect(page.title).toBe('Settings · Marquee');
    expect(textOf(page.html)).toContain('Export');
  });

  it('two renders for two members started together each read with their own token', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    catalogue = memberStubTransport({ hold: held });
    const pages = Promise.all([
      renderedPage('/movies', { member: true, session: ada }),
      renderedPage('/movies', { member: true, session: bob }),
    ]);
    // Both renders are waiting on their member's settings (which list a title page shows
    // depends on them: Only my services) before either gets an answer.
    await expect.poll(() => catalogue.requests.length).toBe(2);
    release();
    const [forAda, forBob] = await pages;
    for (const [page, uid, token] of [
      [forAda, 'uid-1', ada],
      [forBob, 'uid-2', bob],
    ] as const) {
      const settings = queriesOf(page).filter(({ queryKey }) => queryKey.includes('settings'));
      expect(settings.map(({ queryKey }) => queryKey.includes(uid))).toEqual([true]);
      // Another member's token would have been refused for this library.
      expect(settings[0]?.state.status).toBe('success');
      expect(textOf(page.html)).toContain(trendingTitles.movie);
      const own = catalogue.requests
        .map((url, index) => [cataloguePath(url), catalogue.authorizations[index]] as const)
        .filter(([path]) => path === `3/account/${uid}/settings`);
      expect(own).toEqual([[`3/account/${uid}/settings`, `Bearer ${token}`]]);
    }
  });

  it.each([
    ['/company/1', thingNames.company, discoveredTitles.movie, 'movie', 'with_companies'],
    ['/company/1/tv', thingNames.company, discoveredTitles.tv, 'tv', 'with_companies'],
    ['/network/1', thingNames.network, discoveredTitles.tv, 'tv', 'with_networks'],
    ['/keyword/1/movie', thingNames.keyword, discoveredTitles.movie, 'movie', 'with_keywords'],
  ])(
    '%s has its thing and its titles, asked with the member token',
    async (url, name, title, mediaType, filter) => {
      const page = await renderedPage(url, { member: true, session: ada });
      expect(page.status).toBe(200);
      expect(page.chunks).toEqual(['app-layout', 'require-auth', 'titles-of-page', 'en']);
      expect(page.html).toMatch(new RegExp(`<h1>${name}</h1>`));
      const text = textOf(page.html);
      expect(text).toContain(title);
      expect(queriesOf(page).every(({ state }) => state.status === 'success')).toBe(true);
      const discover = catalogue.requests.find(
        (request) => cataloguePath(request) === `3/discover/${mediaType}`,
      );
      expect(discover?.searchParams.get(filter)).toBe('1');
      expect(sentAuthorizations()).toEqual(
        expect.objectContaining({
          [`3/${url.split('/')[1]}/1`]: `Bearer ${ada}`,
          [`3/discover/${mediaType}`]: `Bearer ${ada}`,
        }),
      );
    },
  );

  it('/company/1 names its page and its tab in the title, and its tabs are links', async () => {
    const page = await renderedPage('/company/1/tv?page=2', { member: true, session: ada });
    expect(page.title).toBe(`TV shows, page 2 · ${thingNames.company} · Marquee`);
    expect(page.html).toMatch(/<a[^>]*role="tab"[^>]*href="\/company\/1"[^>]*>Movies<\/a>/);
    expect(page.html).toMatch(/<a[^>]*aria-selected="true"[^>]*>TV shows<\/a>/);
    expect(page.html).toMatch(/<img[^>]*src="\/t\/p\/w185\/company-1\.png"/);
  });

  it('/company/999 answers 404 with Not Found', async () => {
    const page = await renderedPage('/company/999', { member: true, session: ada });
    expect(page.status).toBe(404);
    expect(page.title).toBe('Not Found · Marquee');
  });

  it('/collection/1 is drawn for a member with room for how many they have seen', async () => {
    const page = await renderedPage('/collection/1', { member: true, session: ada });
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(collectionName);
    // Public: never sent with a token.
    expect(sentAuthorizations()['3/collection/1']).toBeNull();
  });

  it("a public page reads the member's settings it waits for, and stays the same page", async () => {
    const page = await renderedPage('/details/movie/1', { member: true, session: ada });
    expect(page.status).toBe(200);
    expect(textOf(page.html)).toContain(movieTitle);
    // Details are public: never sent with a token.
    expect(sentAuthorizations()['3/movie/1']).toBeNull();
  });
});

describe("a members' page without a usable session", () => {
  it.each(['/company/1', '/network/1', '/keyword/1/tv'])(
    '%s is the shell for a visitor',
    async (url) => {
      const page = await renderPage(url, {});
      expect(page).toEqual({
        kind: 'shell',
        language: 'en',
        direction: 'ltr',
        chunks: ['app-layout', 'require-auth', 'titles-of-page', 'en'],
      });
      expect(catalogue.requests).toEqual([]);
    },
  );

  it.each([
    ['a visitor', {}],
    ['a member the server could not verify', { member: true }],
    ['an expired session', { member: true, session: fakeIdToken({ exp: 100 }) }],
    ['a token that does not decode', { member: true, session: 'not-a-token' }],
  ] as Array<[string, Visit]>)('is the shell for %s', async (_case, options) => {
    const page = await renderPage('/home', options);
    expect(page).toEqual({
      kind: 'shell',
      language: 'en',
      direction: 'ltr',
      chunks: ['app-layout', 'require-auth', 'home-page', 'en'],
    });
    expect(catalogue.requests).toEqual([]);
  });

  it('a public page drawn for an unusable session sends no token', async () => {
    const page = await renderedPage('/search?q=x', {
      member: true,
      session: fakeIdToken({ exp: 100 }),
    });
    expect(page.forMember).toBe(true);
    expect(catalogue.authorizations.every((header) => header === null)).toBe(true);
  });
});

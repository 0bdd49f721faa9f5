// @vitest-environment node
import type { DehydratedState } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import type { RenderOptions, ServerPage } from '@marquee/tmdb-types/server-render';
import { createServerRender } from './entry-server';
import {
  cataloguePath,
  collectionName,
  movieTitle,
  personName,
  searchHits,
  seasonEpisodeNames,
  sequelTitle,
  sharedListName,
  showName,
  streamingService,
  stubTransport,
} from './test/catalogue-fixtures';

// One renderer for the base URL, as the server makes when it loads the module; each render is
// given the transport that answers as the test says, as the server gives each its visitor's.
const renderer = createServerRender({ baseUrl: 'http://marquee.invalid/' });
let catalogue = stubTransport();

beforeEach(() => {
  catalogue = stubTransport();
});

function renderPage(url: string, options: Omit<RenderOptions, 'transport'> = {}) {
  return renderer.renderPage(url, { ...options, transport: catalogue.transport });
}

type RenderedPage = Extract<ServerPage, { kind: 'page' }>;

// What a title's details page asks for with the title, as the query string encodes it.
const movieAppends = encodeURIComponent(
  'credits,similar,videos,watch/providers,keywords,release_dates',
);
const tvAppends = encodeURIComponent(
  'credits,similar,videos,watch/providers,keywords,content_ratings',
);

async function renderedPage(
  url: string,
  options?: Omit<RenderOptions, 'transport'>,
): Promise<RenderedPage> {
  const page = await renderPage(url, options);
  if (page.kind !== 'page') throw new Error(`${url} was not rendered: ${JSON.stringify(page)}`);
  return page;
}

/** The page's text as a reader sees it, tags dropped and entities read. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function headingOf(html: string): string | undefined {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  return heading === undefined ? undefined : textOf(heading).trim();
}

function queryKeysOf(page: RenderedPage): unknown[] {
  return (JSON.parse(page.state) as DehydratedState).queries.map((query) => query.queryKey);
}

/** The catalogue paths the render asked for, each with how many times. */
function requestCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const url of catalogue.requests) {
    const key = `${cataloguePath(url)}${url.search}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

describe('renderPage', () => {
  it.each([
    ['/login', 'Login', 'login-page'],
    ['/register', 'Register', 'register-page'],
  ])('renders %s with its form and no answers', async (url, heading, chunk) => {
    const page = await renderedPage(url);
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${heading} · Marquee`);
    expect(headingOf(page.html)).toBe(heading);
    expect(page.html).toMatch(/<label for="[^"]+">Email<\/label>/);
    // Posted, never sent with its password in the address; and off until the scripts take over.
    expect(page.html).toMatch(/<form[^>]*method="post"/);
    expect(page.html).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(page.chunks).toEqual(['app-layout', chunk, 'en']);
    expect(queryKeysOf(page)).toEqual([]);
    expect(catalogue.requests).toEqual([]);
    // A visitor's header: the search box and the ways in.
    expect(page.html).toMatch(/<a[^>]*href="\/login"[^>]*>Login<\/a>/);
    expect(page.html).toMatch(/<a[^>]*href="\/register"[^>]*>Register<\/a>/);
    expect(page.html).toContain('role="combobox"');
    expect(page.html).not.toContain('Logout');
  });

  it('renders search results with every tab count, each answer asked for once', async () => {
    const page = await renderedPage('/search?q=x');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Search results for "x" · Marquee');
    expect(headingOf(page.html)).toBe('Search results for "x"');
    const text = textOf(page.html);
    expect(text).toContain('Movies (1,234)');
    expect(text).toContain('TV shows (1)');
    expect(text).toContain('People (1)');
    expect(text).toContain(searchHits.movie);
    expect(page.chunks).toEqual(['app-layout', 'search-page', 'en']);
    expect(queryKeysOf(page)).toEqual(
      expect.arrayContaining([
        ['search', 'movie', 'x', 1],
        ['search', 'tv', 'x', 1],
        ['search', 'person', 'x', 1],
      ]),
    );
    expect(requestCounts()).toEqual({
      '3/search/movie?query=x&page=1': 1,
      '3/search/tv?query=x&page=1': 1,
      '3/search/person?query=x&page=1': 1,
    });
  });

  it('renders the chosen tab of a search', async () => {
    const page = await renderedPage('/search?q=x&type=person');
    expect(textOf(page.html)).toContain(searchHits.person);
    expect(textOf(page.html)).not.toContain(searchHits.movie);
  });

  it('renders an empty search as the prompt, asking nothing', async () => {
    const page = await renderedPage('/search');
    expect(page.status).toBe(200);
    expect(page.title).toBe('Search · Marquee');
    expect(headingOf(page.html)).toBe('Search');
    expect(textOf(page.html)).toContain('Type a title or a name in the search box');
    expect(catalogue.requests).toEqual([]);
    expect(queryKeysOf(page)).toEqual([]);
  });

  it('renders a movie with its poster given priority in the head', async () => {
    const page = await renderedPage('/details/movie/1');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${movieTitle} · Marquee`);
    expect(headingOf(page.html)).toBe(movieTitle);
    const text = textOf(page.html);
    expect(text).toContain('Rendered once, hydrated twice.');
    expect(text).toContain('March 31, 1999');
    expect(text).toContain('Bo Director');
    expect(text).toContain('A Similar Movie');
    expect(page.chunks).toEqual(['app-layout', 'details-page', 'en']);
    expect(page.html).toMatch(/<img[^>]*src="\/t\/p\/w500\/poster-1\.jpg"/);
    expect(page.headTags).toMatch(/<link rel="preload"[^>]*href="\/t\/p\/w500\/poster-1\.jpg"/);
    expect(page.headTags).toContain('fetchPriority="high"');
    expect(queryKeysOf(page)).toEqual([['movie', 1], ['visitor-region'], ['watch-regions']]);
    expect(requestCounts()).toEqual({
      [`3/movie/1?append_to_response=${movieAppends}`]: 1,
      '3/watch/providers/regions': 1,
    });
  });

  it('renders a movie’s where to watch, rating, studios and keywords for the visitor’s country', async () => {
    const page = await renderedPage('/details/movie/1', { acceptLanguage: 'en-US,en;q=0.9' });
    const section = /<section id="where-to-watch"[\s\S]*?<\/section>/.exec(page.html)?.[0] ?? '';
    expect(textOf(section)).toContain('Where to watch');
    expect(textOf(section)).toContain('Stream');
    expect(section).toMatch(
      new RegExp(`<img[^>]*alt="${streamingService}"[^>]*width="46"[^>]*height="46"`),
    );
    expect(section).toMatch(/<img[^>]*loading="lazy"/);
    expect(section).toContain('href="/details/movie/1?watch_region=US#where-to-watch"');
    // A region form that works without scripts: its choice, and Show to send it.
    expect(section).toMatch(/<form[^>]*action="\/details\/movie\/1#where-to-watch" method="get"/);
    expect(section).toMatch(/<select[^>]*name="watch_region"/);
    expect(section).toMatch(/<option value="US" selected="">/);
    expect(section).toMatch(/<button type="submit"[^>]*>Show<\/button>/);
    const text = textOf(page.html);
    expect(text).toContain('1999 · Rated PG-13 · 2h 14m');
    expect(page.html).toMatch(/<a[^>]*href="\/company\/1"[^>]*>Render Films<\/a>/);
    expect(page.html).toMatch(/<a[^>]*href="\/keyword\/7\/movie"[^>]*>rendered rain<\/a>/);
  });

  it.each([
    ['en-GB,en;q=0.8', 'GB', 'Rated 15', 'Not available to stream in United Kingdom.'],
    [undefined, 'US', 'Rated PG-13', 'Stream'],
  ])(
    'renders a movie for Accept-Language %s as in %s',
    async (acceptLanguage, region, rating, offers) => {
      const page = await renderedPage('/details/movie/1', {
        ...(acceptLanguage !== undefined && { acceptLanguage }),
      });
      const text = textOf(page.html);
      expect(text).toContain(rating);
      expect(text).toContain(offers);
      expect(page.html).toMatch(new RegExp(`<option value="${region}" selected="">`));
      // The browser hydrates with the country the page was drawn for.
      const { queries } = JSON.parse(page.state) as DehydratedState;
      const visitorRegion = queries.find(({ queryKey }) => queryKey[0] === 'visitor-region');
      expect(visitorRegion?.state.data).toBe(region);
    },
  );

  it('renders the region the address names over the visitor’s', async () => {
    const page = await renderedPage('/details/movie/1?watch_region=gb', {
      acceptLanguage: 'en-US',
    });
    expect(textOf(page.html)).toContain('Rated 15');
    expect(page.html).toMatch(/<option value="GB" selected="">/);
  });

  it("renders a movie's collection with it: its other parts in order, this one marked", async () => {
    const page = await renderedPage('/details/movie/3');
    expect(page.status).toBe(200);
    expect(headingOf(page.html)).toBe(sequelTitle);
    expect(textOf(page.html)).toContain(
      `Part of ${collectionName} ${movieTitle} 1999 ${sequelTitle} 2003 This movie`,
    );
    expect(page.html).toMatch(/<a[^>]*href="\/collection\/1"[^>]*>/);
    expect(page.html).toMatch(/<span[^>]*aria-current="page"[^>]*>/);
    // A visitor has no diary: no count, and no request for one.
    expect(textOf(page.html)).not.toContain('seen');
    expect(queryKeysOf(page)).toEqual([
      ['movie', 3],
      ['visitor-region'],
      ['watch-regions'],
      ['collection', 1],
    ]);
    expect(requestCounts()).toEqual({
      '3/movie/3?append_to_response=credits%2Csimilar%2Cvideos%2Cwatch%2Fproviders%2Ckeywords%2Crelease_dates': 1,
      '3/watch/providers/regions': 1,
      '3/collection/1': 1,
    });
  });

  it('renders a collection with its movies in release order, for anybody', async () => {
    const page = await renderedPage('/collection/1');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${collectionName} · Marquee`);
    expect(headingOf(page.html)).toBe(collectionName);
    const text = textOf(page.html);
    expect(text).toContain('Two rendered films, in order.');
    expect(text).toMatch(new RegExp(`${movieTitle} .*${sequelTitle}`));
    expect(page.html).toMatch(/<a[^>]*href="\/details\/movie\/3"/);
    expect(page.html).toMatch(/<img[^>]*src="\/t\/p\/w185\/collection-1\.jpg"/);
    expect(page.chunks).toEqual(['app-layout', 'collection-page', 'en']);
    expect(queryKeysOf(page)).toEqual([['collection', 1]]);
    expect(requestCounts()).toEqual({ '3/collection/1': 1 });
  });

  it('answers 404 with Not Found for a collection the catalogue does not have', async () => {
    const page = await renderedPage('/collection/999');
    expect(page.status).toBe(404);
    expect(headingOf(page.html)).toBe('Not Found');
  });

  it('renders a tv show with its seasons, each a link to its page', async () => {
    const page = await renderedPage('/details/tv/1');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${showName} · Marquee`);
    expect(headingOf(page.html)).toBe(showName);
    const text = textOf(page.html);
    expect(text).toContain('A Similar Show');
    expect(text).toContain('Seasons Season 1 3 episodes · 2011 Season 2 10 episodes · 2012');
    expect(page.html).toMatch(/<a[^>]*href="\/details\/tv\/1\/season\/2"/);
    expect(page.chunks).toEqual(['app-layout', 'details-page', 'en']);
  });

  it('renders a season: its episodes, when the next one airs, and a way in for visitors', async () => {
    const page = await renderedPage('/details/tv/1/season/1');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`Season 1 · ${showName} · Marquee`);
    expect(headingOf(page.html)).toBe('Season 1');
    const text = textOf(page.html);
    expect(text).toContain(`${showName} · 2011 · 3 episodes`);
    for (const [index, name] of seasonEpisodeNames.entries())
      expect(text).toContain(`S1E${index + 1} ${name}`);
    expect(text).toContain('April 17, 2011');
    expect(text).toContain(`Airs June 21, 2099`);
    expect(text).toContain('Rating 7.9 / 10 · 42 votes');
    expect(text).toContain('Log in to track the episodes you watch');
    expect(page.html).toMatch(/<a[^>]*href="\/details\/tv\/1\/season\/1\/episode\/3"/);
    expect(page.html).toMatch(/<img[^>]*src="\/t\/p\/w300\/still-1-2\.jpg"/);
    expect(page.chunks).toEqual(['app-layout', 'season-page', 'en']);
    expect(queryKeysOf(page)).toEqual(
      expect.arrayContaining([
        ['tv', 1],
        ['tv', 1, 'season', 1],
      ]),
    );
    // The page keeps what it shows: no episode's guest stars or crew in its state.
    expect(page.state).not.toContain('A Guest');
    expect(requestCounts()).toEqual({
      [`3/tv/1?append_to_response=${tvAppends}`]: 1,
      '3/tv/1/season/1': 1,
    });
  });

  it('renders an episode with its guests, crew and the episodes either side', async () => {
    const page = await renderedPage('/details/tv/1/season/1/episode/2');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${seasonEpisodeNames[1]} · ${showName} · Marquee`);
    expect(headingOf(page.html)).toBe(seasonEpisodeNames[1]);
    const text = textOf(page.html);
    expect(text).toContain(`${showName} · Season 1`);
    expect(text).toContain('S1E2 · 52m');
    expect(text).toContain('Guest stars');
    expect(text).toContain('A Guest');
    expect(text).toContain('Bo Director');
    expect(text).toContain('Previous: S1E1');
    expect(text).toContain('Next: S1E3');
    expect(page.chunks).toEqual(['app-layout', 'episode-page', 'en']);
    expect(requestCounts()).toEqual({
      [`3/tv/1?append_to_response=${tvAppends}`]: 1,
      '3/tv/1/season/1/episode/2': 1,
    });
  });

  it('renders a person with their biography and credits', async () => {
    const page = await renderedPage('/details/person/1');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${personName} · Marquee`);
    expect(headingOf(page.html)).toBe(personName);
    const text = textOf(page.html);
    expect(text).toContain('Born in a small town.');
    expect(text).toContain('Acts in rendered films.');
    expect(text).toContain('June 15, 1970');
    expect(text).toContain(movieTitle);
    expect(page.html).toMatch(/<img[^>]*src="\/t\/p\/w500\/profile-1\.jpg"/);
    expect(page.chunks).toEqual(['app-layout', 'details-page', 'en']);
  });

  it('answers 404 with Not Found for a title the catalogue does not have', async () => {
    const page = await renderedPage('/details/movie/999');
    expect(page.status).toBe(404);
    expect(page.title).toBe('Not Found · Marquee');
    expect(headingOf(page.html)).toBe('Not Found');
    expect(requestCounts()).toEqual({
      [`3/movie/999?append_to_response=${movieAppends}`]: 1,
    });
  });

  it.each([
    '/nowhere',
    '/details/film/1',
    '/details/movie/abc',
    '/shared/list/unknown',
    '/details/tv/1/season/9',
    '/details/tv/1/season/x',
    '/details/tv/1/season/1/episode/9',
  ])('answers 404 with Not Found at %s', async (url) => {
    const page = await renderedPage(url);
    expect(page.status).toBe(404);
    expect(page.title).toBe('Not Found · Marquee');
    expect(headingOf(page.html)).toBe('Not Found');
  });

  it.each([
    ['/home', 'home-page'],
    ['/', 'home-page'],
    ['/library', 'library-page'],
    ['/movies?page=2', 'browse-page'],
    ['/settings', 'settings-page'],
    ['/up-next?tab=paused', 'up-next-page'],
    ['/calendar?view=month', 'calendar-page'],
  ])('leaves the members-only %s to the client, announcing its chunks', async (url, chunk) => {
    const page = await renderPage(url);
    expect(page).toEqual({
      kind: 'shell',
      language: 'en',
      direction: 'ltr',
      chunks: ['app-layout', 'require-auth', chunk, 'en'],
    });
    expect(catalogue.requests).toEqual([]);
  });

  it('renders a shared list with its titles', async () => {
    const page = await renderedPage('/shared/list/abc');
    expect(page.status).toBe(200);
    expect(page.title).toBe(`${sharedListName} · Marquee`);
    expect(headingOf(page.html)).toBe(sharedListName);
    const text = textOf(page.html);
    expect(text).toContain('A list by Ada · 2 titles');
    expect(text).toContain('Slow films for wet afternoons. </script><script>alert(1)</script>');
    expect(page.html).not.toContain('<script>');
    // The answers go in a <script type="application/json"> element: nothing in them may end it.
    expect(page.state).not.toMatch(/<\/script/i);
    expect(JSON.stringify(JSON.parse(page.state))).toContain('</script>');
    expect(text).toContain(movieTitle);
    expect(text).toContain(showName);
    expect(page.chunks).toEqual(['app-layout', 'shared-list-page', 'en']);
    expect(requestCounts()).toEqual({ '3/shared/list/abc?page=1': 1 });
  });

  it.each(['/details/movie/1', '/search?q=x', '/shared/list/abc'])(
    "draws %s with a member's navigation when told, sending nobody's token",
    async (url) => {
      const page = await renderedPage(url);
      const forMember = await renderedPage(url, { member: true });
      expect(page.forMember).toBe(false);
      expect(forMember.forMember).toBe(true);
      expect(forMember.status).toBe(200);
      expect(forMember.title).toBe(page.title);
      const text = textOf(forMember.html);
      for (const link of ['Home', 'Movies', 'Library', 'Settings', 'Logout'])
        expect(text).toContain(` ${link} `);
      expect(text).not.toContain(' Register ');
      expect(catalogue.authorizations.length).toBeGreaterThan(0);
      expect(catalogue.authorizations.every((header) => header === null)).toBe(true);
      // The same answers as for a visitor: nothing of a member's library is asked.
      expect(queryKeysOf(forMember)).toEqual(queryKeysOf(page));
    },
  );

  describe('when the catalogue fails with a 500', () => {
    beforeEach(() => {
      catalogue = stubTransport({ failing: true });
    });

    it.each([
      ['/details/movie/1', "Couldn't load this movie."],
      ['/details/tv/1', "Couldn't load this tv show."],
      ['/details/person/1', "Couldn't load this person."],
      ['/details/tv/1/season/1', "Couldn't load this season."],
      ['/details/tv/1/season/1/episode/2', "Couldn't load this episode."],
      ['/search?q=x', "Couldn't search movies."],
      ['/shared/list/abc', "Couldn't load this list."],
    ])('renders %s with its error message, asking each answer once', async (url, message) => {
      const page = await renderedPage(url);
      expect(page.status).toBe(200);
      const text = textOf(page.html);
      expect(text).toContain(message);
      expect(text).toContain('Retry');
      const counts = requestCounts();
      expect(Object.keys(counts).length).toBeGreaterThan(0);
      expect(Object.values(counts).every((count) => count === 1)).toBe(true);
      // The failure goes to the client with its status, so it shows the same message.
      const { queries } = JSON.parse(page.state) as DehydratedState;
      expect(queries.length).toBeGreaterThan(0);
      for (const query of queries) {
        expect(query.state.status).toBe('error');
        expect(query.state.error).toMatchObject({ status: 500 });
      }
    });
  });
});

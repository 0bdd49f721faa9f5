import type { LibraryTitle } from '@marquee/tmdb-types/account';
import type { SharedList } from '@marquee/tmdb-types/library-sharing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { inLanguage } from '../test/english-intl';
import { answerTitleStates, movie, requestsTo, statesPath, tv } from '../test/library-stubs';
import { expectConsoleError } from '../test/console';
import {
  expectDocumentTitle,
  fakeIdToken,
  jsonResponse,
  renderApp,
  stubCatalogue,
} from '../test/utils';
import { SharedListPage } from './shared-list-page';

const shareId = 'q1w2e3r4t5y6u7i8o9p0aZ';
const sharedPath = `3/shared/list/${shareId}`;

const heat = movie(949, 'Heat');
const oceans = movie(161, "Ocean's Eleven");
const money = tv(71446, 'Money Heist');

function sharedList(items: LibraryTitle[], extra: Partial<SharedList> = {}): SharedList {
  return {
    share_id: shareId,
    name: 'Heists',
    description: 'Crews and vaults.',
    owner_name: 'Ada',
    item_count: items.length,
    updated_at: '2026-11-12T12:00:00.000Z',
    items,
    page: 1,
    total_pages: Math.max(1, Math.ceil(items.length / 20)),
    total_results: items.length,
    ...extra,
  };
}

/** The headers a request was sent with. */
function headersOf(init: unknown): Record<string, string> {
  return ((init ?? {}) as RequestInit).headers as Record<string, string>;
}

describe('a shared list', () => {
  it('shows the list to somebody who never logged in, without sending a token', async () => {
    const fetchMock = stubCatalogue({ [sharedPath]: sharedList([heat, oceans, money]) });
    renderApp(`/shared/list/${shareId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Heists' })).toBeInTheDocument();
    expect(screen.getByText('Crews and vaults.')).toBeInTheDocument();
    expect(screen.getByText(/A list by Ada/)).toHaveTextContent('A list by Ada · 3 titles');
    const titles = screen.getByRole('list', { name: 'Titles in Heists' });
    expect(
      within(titles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Heat', "Ocean's Eleven", 'Money Heist']);
    expect(within(titles).getByRole('link', { name: 'Money Heist' })).toHaveAttribute(
      'href',
      '/details/tv/71446',
    );
    // Read-only: nothing to change, and nothing of a library for a visitor (the footer's
    // language picker is the app's, not the list's).
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
    await expectDocumentTitle('Heists · Marquee');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [[, init]] = fetchMock.mock.calls as unknown as [[unknown, unknown]];
    expect(headersOf(init)).not.toHaveProperty('Authorization');
    expect(requestsTo(fetchMock, sharedPath)[0]?.params).toEqual({ page: '1' });
  });

  it('names the owner "a Marquee member" when they chose no display name', async () => {
    stubCatalogue({ [sharedPath]: sharedList([heat], { owner_name: null, description: '' }) });
    renderApp(`/shared/list/${shareId}`);
    expect(await screen.findByText(/A list by a Marquee member/)).toHaveTextContent(
      'A list by a Marquee member · 1 title',
    );
  });

  it('sends no token for a member either, whose cards show their own library', async () => {
    const fetchMock = stubCatalogue({
      [sharedPath]: sharedList([heat, money]),
      [statesPath]: answerTitleStates({ 'movie:949': { watchlist: true } }),
    });
    renderApp(`/shared/list/${shareId}`, { token: fakeIdToken() });
    await screen.findByRole('link', { name: 'Heat' });
    expect(await screen.findByText('On your watchlist')).toBeInTheDocument();
    const sharedCall = fetchMock.mock.calls.find(([input]) => String(input).includes(sharedPath));
    expect(headersOf(sharedCall?.[1])).not.toHaveProperty('Authorization');
  });

  it('pages through a long list in the owner’s order', async () => {
    const items = Array.from({ length: 45 }, (_, index) =>
      movie(5000 + index, `Film ${index + 1}`),
    );
    const fetchMock = stubCatalogue({
      [sharedPath]: (url) => {
        const page = Number(url.searchParams.get('page'));
        return jsonResponse(
          sharedList(items.slice((page - 1) * 20, page * 20), {
            item_count: 45,
            page,
            total_pages: 3,
            total_results: 45,
          }),
        );
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/shared/list/${shareId}`);
    expect(await screen.findByRole('link', { name: 'Film 1' })).toBeInTheDocument();
    expect(screen.getByText(/A list by Ada/)).toHaveTextContent('45 titles');
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByRole('link', { name: 'Film 41' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Film 1' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(requestsTo(fetchMock, sharedPath).map(({ params }) => params.page)).toEqual(['1', '3']);
  });

  it('is Not Found when the link is unknown or the list private again, logging no error', async () => {
    // An answer the page expects, not a failure: the console guard fails the test on any log.
    stubCatalogue({});
    renderApp(`/shared/list/${shareId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    await expectDocumentTitle('Not Found · Marquee');
  });

  it('offers Retry when the server cannot answer now', async () => {
    expectConsoleError(
      /Catalogue request \["shared-list".* failed: CatalogueError: Service offline/,
    );
    let up = false;
    stubCatalogue({
      [sharedPath]: () =>
        up
          ? jsonResponse(sharedList([heat]))
          : jsonResponse(
              { status_code: 9, status_message: 'Service offline.', success: false },
              503,
            ),
    });
    const user = userEvent.setup();
    renderApp(`/shared/list/${shareId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load this list.");
    up = true;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Heists' })).toBeInTheDocument();
  });
});

describe('a shared list in another language', () => {
  it('speaks Hebrew: the owner, the count with Hebrew plurals, the title', async () => {
    stubCatalogue({ [sharedPath]: sharedList([heat, money]) });
    renderApp(`/shared/list/${shareId}`, {
      routes: [{ path: '/shared/list/:shareId', element: <SharedListPage /> }],
      wrapper: await inLanguage('he'),
    });
    expect(await screen.findByText(/רשימה של Ada/)).toHaveTextContent('רשימה של Ada · שני כותרים');
    expect(screen.getByRole('list', { name: 'הכותרים ב־Heists' })).toBeInTheDocument();
    await expectDocumentTitle('Heists · Marquee');
  });
});

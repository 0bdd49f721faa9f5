import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubCatalogue, tmdbExample } from '../test-utils';
import { suggestionDelayMs } from './search-combobox';


const multi = tmdbExample<Page<AnyListItem>>('search-multi');
const titleOf = (item: AnyListItem | undefined) =>
  item && ('title' in item ? item.title : item.name);

function stubSearch() {
  const movie = { ...tmdbExample<MovieDetails>('movie-details') };
  const first = multi.results[0];
  return stubCatalogue({
    '3/search/multi': multi,
    [`3/movie/${first?.id}`]: { ...movie, id: first?.id, title: titleOf(first) },
    '3/search/movie': tmdbExample('search-movie'),
    '3/search/tv': tmdbExample('search-tv'),
    '3/search/person': tmdbExample('search-person'),
  });
}

function multiRequests(fetchMock: ReturnType<typeof stubCatalogue>) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input)))
    .filter((url) => url.pathname === '/3/search/multi');
}

describe('SearchCombobox', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  async function typeInSearch(text: string) {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const input = screen.getByRole('combobox', { name: 'Search' });
    await user.type(input, text);
    return { user, input };
  }

  it('asks once the typing pauses and lists the top eight matches', async () => {
    const fetchMock = stubSearch();
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Not Found' });
    const realSetTimeout = vi.getRealSystemTime ? globalThis.setTimeout : setTimeout;
    void realSetTimeout;
    await typeInSearch('st');
    // A busy machine: 300 ms pass between two keystrokes.
    const started = performance.now();
    while (performance.now() - started < 300) await Promise.resolve().then(() => new Promise((r) => process.nextTick(r)));
    await new Promise((resolve) => { const t0 = performance.now(); const spin = () => (performance.now() - t0 > 100 ? resolve(undefined) : setImmediate(spin)); spin(); });
    const { input } = await typeInSearch('ar');
    expect(multiRequests(fetchMock)).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await act(() => vi.advanceTimersByTimeAsync(suggestionDelayMs));
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(multiRequests(fetchMock).map((url) => url.searchParams.get('query'))).toEqual(['star']);
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveTextContent(titleOf(multi.results[0]) ?? '');
    expect(options[0]).toHaveTextContent('Movie · 1977');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByText('8 suggestions')).toHaveAttribute('aria-live', 'polite');
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    stubSearch();
    const { router } = renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Not Found' });
    const { user, input } = await typeInSearch('star');
    await act(() => vi.advanceTimersByTimeAsync(suggestionDelayMs));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[7]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await user.keyboard('{Enter}');
    const first = multi.results[0];
    await waitFor(() => expect(router.state.location.pathname).toBe(`/details/movie/${first?.id}`));
    expect(
      await screen.findByRole('heading', { level: 1, name: titleOf(first) }),
    ).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with Escape and opens the search page on Enter without a choice', async () => {
    stubSearch();
    const { router } = renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Not Found' });
    const { user, input } = await typeInSearch('star wars');
    await act(() => vi.advanceTimersByTimeAsync(suggestionDelayMs));
    await screen.findByRole('listbox');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('star wars');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=star%20wars'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "star wars"' }),
    ).toBeInTheDocument();
  });

  it('opens a suggestion on click', async () => {
    stubSearch();
    const { router } = renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Not Found' });
    const { user } = await typeInSearch('star');
    await act(() => vi.advanceTimersByTimeAsync(suggestionDelayMs));
    const [, second] = within(await screen.findByRole('listbox')).getAllByRole('option');
    await user.click(second as HTMLElement);
    const item = multi.results[1];
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/details/${item?.media_type}/${item?.id}`),
    );
  });

  it('says so when nothing matches', async () => {
    stubCatalogue({
      '3/search/multi': { page: 1, results: [], total_pages: 1, total_results: 0 },
    });
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Not Found' });
    const { input } = await typeInSearch('zzzz');
    await act(() => vi.advanceTimersByTimeAsync(suggestionDelayMs));
    expect(await screen.findByText('No suggestions')).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

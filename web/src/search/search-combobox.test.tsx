import type { MovieDetails } from '@marquee/tmdb-types/details';
import type { AnyListItem } from '@marquee/tmdb-types/media';
import type { Page } from '@marquee/tmdb-types/page';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, stubCatalogue, tmdbExample } from '../test/utils';
import { suggestionDelayMs } from './search-combobox';

const multi = tmdbExample<Page<AnyListItem>>('search-multi');
const titleOf = (item: AnyListItem | undefined) =>
  item && ('title' in item ? item.title : item.name);

/** Multi-search answers, and details for the first two suggestions (both movies). */
function stubSearch() {
  const movie = { ...tmdbExample<MovieDetails>('movie-details') };
  const [first, second] = multi.results;
  return stubCatalogue({
    '3/search/multi': multi,
    [`3/movie/${first?.id}`]: { ...movie, id: first?.id, title: titleOf(first) },
    [`3/${second?.media_type}/${second?.id}`]: { ...movie, id: second?.id, title: titleOf(second) },
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
  afterEach(() => vi.useRealTimers());

  async function showNotFoundPage() {
    const view = renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Not Found' });
    return { ...view, input: screen.getByRole('combobox', { name: 'Search' }) };
  }

  /** Types the text in one go and waits for its suggestions, however long the pause takes. */
  async function suggestionsFor(text: string) {
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Search' }));
    await user.paste(text);
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    return { user, listbox, options: within(listbox).getAllByRole('option') };
  }

  it('asks only once the typing pauses, then lists the top eight matches', async () => {
    const fetchMock = stubSearch();
    const { input } = await showNotFoundPage();
    // Only the pause is timed, on a clock this test moves by hand; the rest waits on the screen.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const text of ['s', 'st', 'sta', 'star']) {
      fireEvent.change(input, { target: { value: text } });
      act(() => vi.advanceTimersByTime(suggestionDelayMs - 1));
    }
    expect(multiRequests(fetchMock)).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(multiRequests(fetchMock).map((url) => url.searchParams.get('query'))).toEqual(['star']);
    // What a zero-delay timer started in the meantime (the query's render batch) runs now.
    act(() => vi.advanceTimersByTime(0));
    vi.useRealTimers();

    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });
    const options = within(listbox).getAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveTextContent(titleOf(multi.results[0]) ?? '');
    expect(options[0]).toHaveTextContent('Movie · 1977');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(screen.getByText('8 suggestions')).toHaveAttribute('aria-live', 'polite');
    expect(multiRequests(fetchMock)).toHaveLength(1);
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    stubSearch();
    const { router, input } = await showNotFoundPage();
    const { user, options } = await suggestionsFor('star');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowUp}{ArrowUp}');
    expect(input).toHaveAttribute('aria-activedescendant', options[7]?.id);
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);

    await user.keyboard('{Enter}');
    const first = multi.results[0];
    expect(
      await screen.findByRole('heading', { level: 1, name: titleOf(first) }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/details/movie/${first?.id}`);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('');
  });

  it('closes with Escape and opens the search page on Enter without a choice', async () => {
    stubSearch();
    const { router, input } = await showNotFoundPage();
    const { user } = await suggestionsFor('star wars');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('star wars');
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "star wars"' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=star%20wars');
    // The page's own results arrive, so no request is left to fail after the test.
    expect(await screen.findByRole('tab', { name: /^Movies \(\d+\)$/ })).toBeInTheDocument();
  });

  it('searches for what the box holds, even text React has not seen yet (typed before hydration)', async () => {
    stubSearch();
    const { router, input } = await showNotFoundPage();
    // As a browser leaves text typed into server-rendered HTML: in the box, with no input event.
    (input as HTMLInputElement).value = 'the';
    fireEvent.submit(input.closest('form')!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for "the"' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=the');
    expect(await screen.findByRole('tab', { name: /^Movies \(\d+\)$/ })).toBeInTheDocument();
  });

  it('opens a suggestion on click', async () => {
    stubSearch();
    const { router } = await showNotFoundPage();
    const { user, options } = await suggestionsFor('star');
    await user.click(options[1] as HTMLElement);
    const item = multi.results[1];
    expect(
      await screen.findByRole('heading', { level: 1, name: titleOf(item) }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/details/${item?.media_type}/${item?.id}`);
  });

  it('says so when nothing matches', async () => {
    stubCatalogue({
      '3/search/multi': { page: 1, results: [], total_pages: 1, total_results: 0 },
    });
    const { input } = await showNotFoundPage();
    const user = userEvent.setup();
    await user.click(input);
    await user.paste('zzzz');
    expect(await screen.findByText('No suggestions')).toHaveAttribute('aria-live', 'polite');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });
});

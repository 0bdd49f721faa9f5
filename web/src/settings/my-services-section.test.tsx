import type { MemberSettings, MemberSettingsBody } from '@marquee/tmdb-types/library-sharing';
import type { WatchProvider } from '@marquee/tmdb-types/watch-providers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { libraryKeys } from '../member/library-keys';
import { memberSettingsQueryOptions } from '../member/member-settings';
import { memberUid, requestsTo, stubLibrary, unavailable } from '../test/library-stubs';
import { jsonResponse, type CatalogueRoutes } from '../test/utils';
import { renderSettings, settingsPath, settingsServer } from './settings-test-stubs';

const regions = {
  results: [
    { iso_3166_1: 'US', english_name: 'United States', native_name: 'United States' },
    { iso_3166_1: 'DE', english_name: 'Germany', native_name: 'Deutschland' },
    { iso_3166_1: 'GB', english_name: 'United Kingdom', native_name: 'United Kingdom' },
  ],
};

function provider(id: number, name: string, priorities: Record<string, number>): WatchProvider {
  return {
    provider_id: id,
    provider_name: name,
    logo_path: `/provider-logo-${id}-x.svg`,
    display_priorities: priorities,
    display_priority: 0,
  };
}

// Invented services: Reelbox streams both, Tidepool shows only, Kestrel Plus movies only.
const movieProviders = [
  provider(9001, 'Reelbox', { US: 2, GB: 1, DE: 3 }),
  provider(9003, 'Kestrel Plus', { US: 1, GB: 2 }),
  provider(9005, 'Amber Screen', { US: 3, DE: 1 }),
];
const tvProviders = [
  provider(9001, 'Reelbox', { US: 2, GB: 1, DE: 3 }),
  provider(9002, 'Tidepool', { US: 3, GB: 3, DE: 2 }),
];

/** The catalogue's lists of a region: the services operating there, as TMDB filters them. */
function inRegion(providers: WatchProvider[]) {
  return (url: URL) => {
    const region = url.searchParams.get('watch_region') ?? '';
    return jsonResponse({
      results: providers.filter((each) => each.display_priorities[region] !== undefined),
    });
  };
}

/** The settings as a server keeps them: services ascending. */
function stubServices(saved: Partial<MemberSettings> = {}, routes: CatalogueRoutes = {}) {
  const server = settingsServer(saved);
  const fetchMock = stubLibrary({
    ...server.routes,
    [`PUT ${settingsPath}`]: (_url, body) => {
      Object.assign(server.settings, body as MemberSettingsBody);
      server.settings.watch_providers = [...server.settings.watch_providers].sort((a, b) => a - b);
      return jsonResponse(server.settings);
    },
    '3/watch/providers/regions': regions,
    '3/watch/providers/movie': inRegion(movieProviders),
    '3/watch/providers/tv': inRegion(tvProviders),
    ...routes,
  });
  return { server, fetchMock };
}

async function myServices() {
  const view = await renderSettings();
  const section = within(screen.getByRole('region', { name: 'My services' }));
  await waitFor(() => expect(section.getByLabelText('Region')).toBeEnabled());
  return { ...view, section };
}

function checkboxNames(group: HTMLElement): string[] {
  return within(group)
    .getAllByRole('checkbox')
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
}

function chosenNames(group: HTMLElement): string[] {
  return within(group)
    .getAllByRole('checkbox')
    .filter((box) => (box as HTMLInputElement).checked)
    .map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '');
}

const puts = (fetchMock: ReturnType<typeof stubLibrary>) =>
  requestsTo(fetchMock, settingsPath, 'PUT').map(({ body }) => body);

describe('the My services section', () => {
  it('shows the browser’s region when none is saved, with its services of movies and TV once each, in the region’s order, saving nothing yet', async () => {
    const { fetchMock } = stubServices();
    const { section } = await myServices();
    // jsdom's browser speaks en-US.
    expect(section.getByLabelText('Region')).toHaveValue('US');
    expect(section.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Choose a region',
      'Germany',
      'United Kingdom',
      'United States',
    ]);
    const services = await section.findByRole('group', { name: 'Services in United States' });
    expect(checkboxNames(services)).toEqual([
      'Kestrel Plus',
      'Reelbox',
      'Amber Screen',
      'Tidepool',
    ]);
    expect(chosenNames(services)).toEqual([]);
    const logo = within(services).getByText('Reelbox').querySelector('img');
    expect(logo).toHaveAttribute('src', '/t/p/w92/provider-logo-9001-x.svg');
    // The name beside the logo names the box; the logo adds nothing to it.
    expect(logo).toHaveAttribute('alt', '');
    expect(within(services).getByRole('checkbox', { name: 'Reelbox' })).not.toBeChecked();
    expect(section.getByRole('checkbox', { name: 'Count rent and buy' })).not.toBeChecked();
    expect(puts(fetchMock)).toEqual([]);
  });

  it('selects all and clears, and saves what is chosen with the region', async () => {
    const { fetchMock, server } = stubServices();
    const user = userEvent.setup();
    const { section } = await myServices();
    const services = await section.findByRole('group', { name: 'Services in United States' });
    await user.click(within(services).getByRole('button', { name: 'Select all' }));
    expect(chosenNames(services)).toHaveLength(4);
    expect(within(services).getByText('4 of 4 chosen')).toBeInTheDocument();
    await user.click(section.getByRole('checkbox', { name: 'Count rent and buy' }));
    await user.click(section.getByRole('button', { name: 'Save services' }));
    expect(await section.findByText('Saved: 4 services in United States.')).toBeInTheDocument();

    await user.click(within(services).getByRole('button', { name: 'Clear' }));
    expect(chosenNames(services)).toEqual([]);
    expect(within(services).getByText('0 of 4 chosen')).toBeInTheDocument();
    await user.click(within(services).getByRole('checkbox', { name: 'Tidepool' }));
    await user.click(section.getByRole('button', { name: 'Save services' }));
    expect(await section.findByText('Saved: 1 service in United States.')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([
      { watch_region: 'US', watch_providers: [9001, 9002, 9003, 9005], count_rent_buy: true },
      { watch_region: 'US', watch_providers: [9002], count_rent_buy: true },
    ]);
    expect(server.settings).toMatchObject({ watch_region: 'US', watch_providers: [9002] });
  });

  it('asks again which cards are on the services once new ones are saved', async () => {
    stubServices();
    const user = userEvent.setup();
    const { section, queryClient } = await myServices();
    // An answer a list of cards has, kept from before.
    const kept = [...libraryKeys.onMyServicesAll(memberUid), 'earlier'];
    queryClient.setQueryData(kept, { region: 'US', results: [] });
    const services = await section.findByRole('group', { name: 'Services in United States' });
    await user.click(within(services).getByRole('checkbox', { name: 'Tidepool' }));
    expect(queryClient.getQueryState(kept)?.isInvalidated).toBe(false);
    await user.click(section.getByRole('button', { name: 'Save services' }));
    expect(await section.findByText('Saved: 1 service in United States.')).toBeInTheDocument();
    expect(queryClient.getQueryState(kept)?.isInvalidated).toBe(true);
  });

  it('starts from what was saved, and on another region keeps the chosen services it has', async () => {
    const { fetchMock } = stubServices({
      watch_region: 'GB',
      watch_providers: [9001, 9003],
      count_rent_buy: true,
    });
    const user = userEvent.setup();
    const { section } = await myServices();
    expect(section.getByLabelText('Region')).toHaveValue('GB');
    const inBritain = await section.findByRole('group', { name: 'Services in United Kingdom' });
    expect(chosenNames(inBritain)).toEqual(['Reelbox', 'Kestrel Plus']);
    expect(section.getByRole('checkbox', { name: 'Count rent and buy' })).toBeChecked();

    await user.selectOptions(section.getByLabelText('Region'), 'Germany');
    const inGermany = await section.findByRole('group', { name: 'Services in Germany' });
    await waitFor(() =>
      expect(checkboxNames(inGermany)).toEqual(['Amber Screen', 'Tidepool', 'Reelbox']),
    );
    // Kestrel Plus is not offered there, so it is neither shown nor saved.
    expect(chosenNames(inGermany)).toEqual(['Reelbox']);
    expect(puts(fetchMock)).toEqual([]);
    await user.click(section.getByRole('button', { name: 'Save services' }));
    expect(await section.findByText('Saved: 1 service in Germany.')).toBeInTheDocument();
    expect(puts(fetchMock)).toEqual([
      { watch_region: 'DE', watch_providers: [9001], count_rent_buy: true },
    ]);
    expect(
      requestsTo(fetchMock, '3/watch/providers/tv').map(({ params }) => params.watch_region),
    ).toEqual(['GB', 'DE']);
  });

  it('says so when saving fails, keeping the choices on screen and the saved settings as they were', async () => {
    const saved = { watch_region: 'GB', watch_providers: [9001] };
    stubServices(saved, { [`PUT ${settingsPath}`]: () => unavailable() });
    const user = userEvent.setup();
    const { section, queryClient } = await myServices();
    const services = await section.findByRole('group', { name: 'Services in United Kingdom' });
    await user.click(within(services).getByRole('button', { name: 'Select all' }));
    await user.click(section.getByRole('button', { name: 'Save services' }));
    expect(await section.findByRole('alert')).toHaveTextContent(/^Couldn't save your services: /);
    expect(chosenNames(services)).toHaveLength(3);
    expect(queryClient.getQueryData(memberSettingsQueryOptions(memberUid).queryKey)).toMatchObject(
      saved,
    );
  });

  it('asks for a region first when the browser’s is not one of the catalogue’s', async () => {
    stubServices({}, { '3/watch/providers/regions': { results: regions.results.slice(1) } });
    const { section } = await myServices();
    expect(section.getByLabelText('Region')).toHaveValue('');
    const services = section.getByRole('group', { name: 'Services' });
    expect(within(services).getByText('Choose a region to see its services.')).toBeInTheDocument();
    expect(section.getByRole('button', { name: 'Save services' })).toBeEnabled();
  });

  it('is where Only my services leads: the page scrolls to it', async () => {
    stubServices();
    // jsdom lays nothing out, so it has no scrolling of its own.
    const scrolled = vi.fn<(this: Element) => void>();
    Element.prototype.scrollIntoView = scrolled;
    try {
      await renderSettings('/settings#my-services');
      const section = screen.getByRole('region', { name: 'My services' });
      expect(section).toHaveAttribute('id', 'my-services');
      expect(scrolled.mock.contexts).toContain(section);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });
});

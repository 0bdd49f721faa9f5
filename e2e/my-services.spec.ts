import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { getJson } from './support/catalogue.js';
import { expectWrite } from './support/library-ui.js';

interface Service {
  provider_id: number;
  provider_name: string;
}
type RegionOffers = Partial<Record<'flatrate' | 'free' | 'ads' | 'rent' | 'buy', Service[]>>;

/** The services a title can be streamed on in a region, free or with ads included. */
async function streamedOn(movieId: number, region: string): Promise<number[]> {
  const { results } = (await getJson(`/3/movie/${movieId}/watch/providers`)) as {
    results: Record<string, RegionOffers>;
  };
  const offers = results[region] ?? {};
  return [...(offers.flatrate ?? []), ...(offers.free ?? []), ...(offers.ads ?? [])].map(
    (offer) => offer.provider_id,
  );
}

test('a member picks their services in Settings, and Only my services narrows the movies to them', async ({
  page,
}) => {
  const email = uniqueEmail();
  await registerViaApi(email);
  await loginViaUi(page, email);
  const { results: services } = (await getJson('/3/watch/providers/movie?watch_region=US')) as {
    results: Service[];
  };
  const picked = services.slice(0, 2);
  if (picked.length < 2) throw new Error('fewer than two services in the US');

  await page.goto('settings#my-services');
  const form = page.getByRole('region', { name: 'My services' });
  await form.getByRole('combobox', { name: 'Region' }).selectOption('US');
  const choices = form.getByRole('group', { name: /^Services in / });
  for (const service of picked)
    await choices.getByRole('checkbox', { name: service.provider_name, exact: true }).check();
  await expectWrite(page, 'PUT', /\/settings$/, () =>
    form.getByRole('button', { name: 'Save services' }).click(),
  );
  await expect(form.getByText(/^Saved: 2 services in /)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('movies');
  const everything = page.locator('main a[href*="details/movie/"]');
  await expect(everything.first()).toBeVisible();
  const narrowed = page.waitForResponse(
    (response) =>
      response.url().includes('/3/discover/movie?') &&
      response.url().includes('with_watch_providers='),
  );
  await expectWrite(page, 'PUT', /\/settings$/, () =>
    page.getByRole('checkbox', { name: 'Only my services' }).check(),
  );
  await expect(page.getByText(/^Trending can't be narrowed to your services/)).toBeVisible();
  const answer = (await (await narrowed).json()) as { results: Array<{ id: number }> };
  const ids = answer.results.map((movie) => movie.id);
  expect(ids.length).toBeGreaterThan(0);
  // The page shows that answer's movies, each of which can be streamed on a chosen service.
  await expect
    .poll(() =>
      everything.evaluateAll((links) => [
        ...new Set(
          links.map((link) =>
            Number(/details\/movie\/(\d+)/.exec(link.getAttribute('href') ?? '')?.[1]),
          ),
        ),
      ]),
    )
    .toEqual(ids);
  const chosen = new Set(picked.map((service) => service.provider_id));
  for (const id of ids)
    expect(
      (await streamedOn(id, 'US')).some((provider) => chosen.has(provider)),
      `movie ${id} is on a chosen service`,
    ).toBe(true);

  // The choice is the member's, kept by the server: a fresh page shows it on.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Only my services' })).toBeChecked();
  expect(await seriousViolations(page)).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/accessibility.js';
import { loginViaUi, registerViaApi, uniqueEmail } from './support/accounts.js';
import { getJson } from './support/catalogue.js';
import { cardNames, expectWrite } from './support/library-ui.js';
import { APP_ORIGIN } from './support/test-stack.js';

interface Service {
  provider_id: number;
}
type RegionOffers = Partial<Record<'flatrate' | 'free' | 'ads' | 'rent' | 'buy', Service[]>>;

interface Movie {
  id: number;
  title: string;
}

const REGION = 'US';

/** The services a movie can be streamed on in REGION, free or with ads included. */
async function streamedOn(movieId: number): Promise<number[]> {
  const { results } = (await getJson(`/3/movie/${movieId}/watch/providers`)) as {
    results: Record<string, RegionOffers>;
  };
  const offers = results[REGION] ?? {};
  return [...(offers.flatrate ?? []), ...(offers.free ?? []), ...(offers.ads ?? [])].map(
    (offer) => offer.provider_id,
  );
}

/**
 * A service, a popular movie streamed on it in REGION and one that is not, as each movie's own
 * watch/providers says.
 */
async function movieOnAndOff(): Promise<{ service: number; on: Movie; off: Movie }> {
  const { results } = (await getJson('/3/discover/movie?sort_by=popularity.desc')) as {
    results: Movie[];
  };
  const services = await Promise.all(results.map((movie) => streamedOn(movie.id)));
  const onIndex = services.findIndex((streamed) => streamed.length > 0);
  const service = services[onIndex]?.[0];
  const offIndex = services.findIndex(
    (streamed) => service !== undefined && !streamed.includes(service),
  );
  const on = results[onIndex];
  const off = results[offIndex];
  if (service === undefined || on === undefined || off === undefined)
    throw new Error('no popular movie on a service and another not on it');
  return { service, on, off };
}

/** The uid of a Firebase ID token: the library's {account_id}. */
function uidOf(token: string): string {
  const payload = JSON.parse(
    Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { user_id: string };
  return payload.user_id;
}

/** A write to the member's library over the API, as another device of theirs would make it. */
async function send(token: string, method: 'POST' | 'PUT', path: string, body: object) {
  const response = await fetch(`${APP_ORIGIN}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
}

test('Only my services keeps the watchlist to what the member can stream on their services', async ({
  page,
}) => {
  const email = uniqueEmail();
  const token = await registerViaApi(email);
  const account = `/3/account/${uidOf(token)}`;
  const { service, on, off } = await movieOnAndOff();
  await send(token, 'PUT', `${account}/settings`, {
    watch_region: REGION,
    watch_providers: [service],
  });
  for (const movie of [on, off])
    await send(token, 'POST', `${account}/watchlist`, {
      media_type: 'movie',
      media_id: movie.id,
      watchlist: true,
    });
  await loginViaUi(page, email);

  await page.goto('library/watchlist');
  const watchlist = page.getByRole('tabpanel');
  await expect
    .poll(() => cardNames(watchlist).then((names) => names.sort()))
    .toEqual([on.title, off.title].sort());
  const onlyMine = watchlist.getByRole('checkbox', { name: 'Only my services' });
  await expect(onlyMine).not.toBeChecked();

  await expectWrite(page, 'PUT', /\/settings$/, () => onlyMine.check());
  await expect.poll(() => cardNames(watchlist)).toEqual([on.title]);
  await expect(watchlist.getByText('1 title not on your services')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The choice is the member's, kept by the server: a fresh page is narrowed from the start.
  await page.reload();
  await expect(onlyMine).toBeChecked();
  await expect.poll(() => cardNames(watchlist)).toEqual([on.title]);

  await expectWrite(page, 'PUT', /\/settings$/, () => onlyMine.uncheck());
  await expect
    .poll(() => cardNames(watchlist).then((names) => names.sort()))
    .toEqual([on.title, off.title].sort());
  await expect(watchlist.getByText(/not on your services/)).toHaveCount(0);
});

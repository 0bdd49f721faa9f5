import { queryOptions, type QueryClient } from '@tanstack/react-query';

/** Where nothing the visitor says names a country: TMDB's own default. */
const FALLBACK_REGION = 'US';

/**
 * The country a person's languages point to, most preferred first: "en-GB" → GB, and a language
 * alone its likeliest country ("fr" → FR, "en" → US). The first tag decides, as a browser's first
 * language is the one it shows; a tag naming no country (es-419) leaves it to the next.
 */
export function regionOfLanguages(languages: readonly string[]): string | undefined {
  for (const tag of languages) {
    let region: string | undefined;
    try {
      region = new Intl.Locale(tag).maximize().region;
    } catch {
      continue;
    }
    if (region !== undefined && /^[A-Z]{2}$/.test(region)) return region;
  }
  return undefined;
}

/** An Accept-Language header's tags, most preferred first (by q, then by order); `*` is no tag. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map(({ tag }) => tag);
}

function browserRegion(): string {
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages;
  return regionOfLanguages(languages) ?? FALLBACK_REGION;
}

const visitorRegionKey = ['visitor-region'] as const;

/**
 * The visitor's country by their languages, for what differs by country (where to watch, a
 * title's rating). Kept in the query cache so a page the server rendered (from Accept-Language,
 * seedVisitorRegion) hydrates with the country it was drawn for, whatever the browser would say:
 * the two would otherwise differ for a browser whose header and languages disagree.
 */
export function visitorRegionQueryOptions() {
  return queryOptions({
    queryKey: visitorRegionKey,
    queryFn: browserRegion,
    // Known at once in the browser: a page drawn there never waits for it.
    initialData: browserRegion,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/** Keeps the country of `languages` as the visitor's, unless the cache already has one. */
export function seedVisitorRegion(client: QueryClient, languages: readonly string[]): void {
  if (client.getQueryData(visitorRegionKey) !== undefined) return;
  client.setQueryData(visitorRegionKey, regionOfLanguages(languages) ?? FALLBACK_REGION);
}

import type Database from 'better-sqlite3';
import type { MovieListItem, TitleMediaType, TvListItem } from '@marquee/tmdb-types/media';
import {
  MOVIE_RATING_SYSTEMS,
  ratingIn,
  ratingOrder,
  type Maturity,
} from './certification-systems.js';
import {
  PAGE_SIZE,
  pageOfResults,
  type Catalogue,
  type CertificationFilter,
  type ListFilter,
  type WatchFilter,
} from './catalogue.js';
import {
  loadDiscoverColumns,
  NO_DAY,
  NO_RUNTIME,
  type DiscoverColumns,
} from './discover-columns.js';
import { pageOfPlaces } from './discover-order.js';
import { createDiscoverPostings } from './discover-postings.js';
import {
  dropMarked,
  dropTagged,
  keepAll,
  keepMarked,
  keepTagged,
  keepWhere,
  keepWithin,
  keptCount,
  type Kept,
} from './discover-scan.js';
import { generatedSeed } from './generated-seed.js';
import { genreBit } from './genres.js';
import type { ListItemQueries } from './list-item-queries.js';
import { isCurrentFilm, originDayOn } from './movie-calendar.js';
import { ALL_WAYS, createOfferRanges } from './offer-ranges.js';
import { ratedCountryBit } from './title-facet-writer.js';
import { isoDateOfDay, utcDayOfDate, type UtcDay } from './utc-days.js';
import { regionBit, WATCH_REGIONS } from './watch-regions.js';

const MATURITIES: readonly Maturity[] = [0, 1, 2, 3, 4];
const EVERY_REGION = (1 << WATCH_REGIONS.length) - 1;

/** The maturity levels whose rating in the country the filter accepts, as bits (0: none). */
function acceptedMaturities({ country, exact, gte, lte }: CertificationFilter): number {
  const rank = (rating: string | undefined) =>
    rating === undefined ? undefined : (ratingOrder(MOVIE_RATING_SYSTEMS, country, rating) ?? NaN);
  const [low, high] = [rank(gte) ?? -Infinity, rank(lte) ?? Infinity];
  let accepted = 0;
  for (const maturity of MATURITIES) {
    const rating = ratingIn(MOVIE_RATING_SYSTEMS, country, maturity);
    const order = ratingOrder(MOVIE_RATING_SYSTEMS, country, rating);
    if (order === undefined || (exact !== undefined && rating !== exact)) continue;
    if (order >= low && order <= high) accepted |= 1 << maturity;
  }
  return accepted;
}

/** A year and a day range as one range of days. */
function daysOf(filter: ListFilter): { gte?: number; lte?: number } | undefined {
  if (filter.year === undefined && filter.days === undefined) return undefined;
  const fromYear = filter.year === undefined ? -Infinity : utcDayOfDate(filter.year, 1, 1);
  const toYear = filter.year === undefined ? Infinity : utcDayOfDate(filter.year, 12, 31);
  return {
    gte: Math.max(fromYear, filter.days?.gte ?? -Infinity),
    lte: Math.min(toYear, filter.days?.lte ?? Infinity),
  };
}

/**
 * Popular, top rated and discover for movies and shows: one pass over the facet columns
 * (discover-columns.ts) narrowed by each filter in turn, tags read from their posting tables and
 * services from their offers kept by place (offer-ranges.ts), a page picked in the sort's order
 * (discover-order.ts); the count is that of the pass, exact.
 */
export function createTitleLists(
  db: Database.Database,
  items: Pick<ListItemQueries, 'detailsJson' | 'titleItem'>,
): Pick<Catalogue, 'list'> {
  const columns: Record<TitleMediaType, DiscoverColumns> = {
    movie: loadDiscoverColumns(db, 'movie'),
    tv: loadDiscoverColumns(db, 'tv'),
  };
  const postings = createDiscoverPostings(db);
  const offers = createOfferRanges(db, columns);
  // Offers, ratings and moving dates are the generator's: an import may have replaced the titles.
  const generated = generatedSeed(db) !== undefined;
  let lastDays: { media: TitleMediaType; day: UtcDay; days: Int32Array } | undefined;

  /** Each title's date on `day`: a current film's moves (movie-calendar.ts). */
  function daysOn(media: TitleMediaType, day: UtcDay): Int32Array {
    const stored = columns[media].day;
    if (media === 'tv' || !generated) return stored;
    if (lastDays?.media === media && lastDays.day === day) return lastDays.days;
    const days = stored.map((storedDay) =>
      storedDay === NO_DAY ? NO_DAY : originDayOn(storedDay, day),
    );
    lastDays = { media, day, days };
    return days;
  }

  function narrow(media: TitleMediaType, filter: ListFilter, days: Int32Array): Kept {
    const facets = columns[media];
    const kept = keepAll(facets);
    if (filter.genres !== undefined) keepGenres(kept, facets, filter.genres);
    if (filter.withoutGenres !== undefined) {
      const without = filter.withoutGenres.reduce((mask, id) => mask | (genreBit(id) ?? 0), 0);
      keepWhere(kept, (place) => (facets.genreMask[place]! & without) === 0);
    }
    const dayBounds = daysOf(filter);
    if (dayBounds !== undefined || filter.sort === 'date')
      keepWithin(kept, days, dayBounds ?? {}, NO_DAY);
    if (filter.airDays !== undefined) keepAiring(kept, facets, filter.airDays);
    if (filter.voteCount !== undefined) keepWithin(kept, facets.voteCount, filter.voteCount);
    if (filter.voteAverage !== undefined) keepWithin(kept, facets.voteAverage, filter.voteAverage);
    if (filter.runtime !== undefined) keepWithin(kept, facets.runtime, filter.runtime, NO_RUNTIME);
    if (filter.languages !== undefined) {
      const wanted = new Set(filter.languages);
      const accepted = Uint8Array.from(facets.languages, (code) => (wanted.has(code) ? 1 : 0));
      keepWhere(kept, (place) => accepted[facets.language[place]!] === 1);
    }
    if (filter.keywords !== undefined)
      keepTagged(kept, facets, filter.keywords, (id) => postings.keyword(media, id));
    if (filter.withoutKeywords !== undefined)
      dropTagged(kept, facets, filter.withoutKeywords, (id) => postings.keyword(media, id));
    if (filter.companies !== undefined)
      keepTagged(kept, facets, filter.companies, (id) => postings.company(media, id));
    if (filter.withoutCompanies !== undefined)
      dropTagged(kept, facets, filter.withoutCompanies, (id) => postings.company(media, id));
    if (filter.networks !== undefined)
      keepTagged(kept, facets, filter.networks, (id) =>
        media === 'tv' ? postings.network(id) : [],
      );
    if (filter.certification !== undefined) keepCertified(kept, media, filter.certification);
    if (filter.watch !== undefined) keepWatchable(kept, media, filter.watch);
    return kept;
  }

  function keepGenres(
    kept: Kept,
    facets: DiscoverColumns,
    genres: NonNullable<ListFilter['genres']>,
  ): void {
    const bits = genres.ids.map(genreBit);
    const known = bits.filter((bit): bit is number => bit !== undefined);
    const mask = known.reduce((all, bit) => all | bit, 0);
    // An unknown genre: no title has it, so with `,` none is kept.
    if (mask === 0 || (genres.every && known.length < bits.length)) {
      kept.fill(0);
      return;
    }
    keepWhere(
      kept,
      genres.every
        ? (place) => (facets.genreMask[place]! & mask) === mask
        : (place) => (facets.genreMask[place]! & mask) !== 0,
    );
  }

  function keepAiring(
    kept: Kept,
    facets: DiscoverColumns,
    bounds: NonNullable<ListFilter['airDays']>,
  ): void {
    const from = bounds.gte ?? -Infinity;
    const to = bounds.lte ?? Infinity;
    keepWhere(kept, (place) => {
      const first = facets.day[place]!;
      const last = facets.endDay[place]!;
      return first !== NO_DAY && first <= to && (last === NO_DAY || last >= from);
    });
  }

  function keepWatchable(kept: Kept, media: TitleMediaType, watch: WatchFilter): void {
    // Only the generator's titles have offers: an imported catalogue's are on no service.
    if (!generated) {
      kept.fill(0);
      return;
    }
    const regions = watch.region === undefined ? EVERY_REGION : (regionBit(watch.region) ?? 0);
    const ways = watch.ways ?? ALL_WAYS;
    const offeredBy = (providers: readonly number[] | undefined) =>
      offers.offeredMarks(media, providers, ways, regions);
    const { providers } = watch;
    if (providers?.every)
      for (const provider of providers.ids) keepMarked(kept, offeredBy([provider]));
    else if (providers !== undefined) keepMarked(kept, offeredBy(providers.ids));
    else if (watch.ways !== undefined) keepMarked(kept, offeredBy(undefined));
    if (watch.withoutProviders !== undefined) dropMarked(kept, offeredBy(watch.withoutProviders));
  }

  function keepCertified(
    kept: Kept,
    media: TitleMediaType,
    certification: CertificationFilter,
  ): void {
    const bit = ratedCountryBit(certification.country);
    const accepted = acceptedMaturities(certification);
    if (media !== 'movie' || bit === undefined || accepted === 0) {
      kept.fill(0);
      return;
    }
    const { ratedIn, maturity } = columns.movie;
    keepWhere(
      kept,
      (place) => (ratedIn[place]! & bit) !== 0 && ((accepted >> maturity[place]!) & 1) === 1,
    );
  }

  return {
    list(media, filter, page, day) {
      const days = daysOn(media, day);
      const kept = narrow(media, filter, days);
      const facets = columns[media];
      const places = pageOfPlaces(
        kept,
        facets,
        { ...filter, days },
        (page - 1) * PAGE_SIZE,
        PAGE_SIZE,
      );
      const results: Array<MovieListItem | TvListItem> = [];
      for (const place of places) {
        const json = items.detailsJson(media, facets.ids[place]!);
        if (json === undefined) continue;
        const item = items.titleItem(media, json);
        // A current film is listed with its date on the day, as its details give it.
        if (media === 'movie' && generated && isCurrentFilm(facets.day[place]!))
          (item as MovieListItem).release_date = isoDateOfDay(days[place]!);
        results.push(item);
      }
      return pageOfResults(page, results, keptCount(kept));
    },
  };
}

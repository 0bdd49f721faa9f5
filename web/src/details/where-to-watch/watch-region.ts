import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { visitorRegionQueryOptions } from '../../lib/visitor-region';

/** The address's parameter, as TMDB names it (and the embedded catalogue's links set it). */
export const WATCH_REGION_PARAM = 'watch_region';

/** The section's id: the embedded catalogue's links end in it (watch-providers-answer.ts). */
export const WHERE_TO_WATCH_ID = 'where-to-watch';

/** `?watch_region=gb` → "GB"; undefined when absent or not a country code. */
function parseWatchRegion(value: string | null): string | undefined {
  return value !== null && /^[A-Za-z]{2}$/.test(value) ? value.toUpperCase() : undefined;
}

/**
 * The country a details page shows where to watch and the rating for: the address's when it
 * names one, else the visitor's (their languages), else the United States.
 */
export function useWatchRegion(): string {
  const [searchParams] = useSearchParams();
  const { data: visitorRegion } = useQuery(visitorRegionQueryOptions());
  return parseWatchRegion(searchParams.get(WATCH_REGION_PARAM)) ?? visitorRegion;
}

import type { Bounds, IdList } from '../catalogue/catalogue.js';
import { dayOfIsoDate, isoDateOfDay } from '../catalogue/utc-days.js';
import { MONETIZATION_TYPES } from '../catalogue/watch-providers.js';
import { invalidParameter } from '../http/tmdb-errors.js';

// The readers of discover's parameters, each a 422 naming the parameter for a value it cannot
// read: a filter that silently fell away would answer an unfiltered list. Empty is not given, as a
// form sends it.

type Raw = string | undefined;

function given(raw: Raw): raw is string {
  return raw !== undefined && raw.trim() !== '';
}

/** TMDB's id lists: "1,2" needs every id, "1|2" any one; one id is either. */
export function idListParam(name: string, raw: Raw): IdList | undefined {
  if (!given(raw)) return undefined;
  const every = !raw.includes('|');
  if (raw.includes('|') && raw.includes(','))
    throw invalidParameter(name, 'joins ids with , (every one) or | (any one), not both');
  const parts = raw.split(/[,|]/).map((part) => part.trim());
  if (!parts.every((part) => /^\d{1,15}$/.test(part)))
    throw invalidParameter(name, 'is a list of numeric ids joined by , or |');
  return { ids: parts.map(Number), every };
}

/** without_*: ids to leave out, joined by , or | alike. */
export function idsParam(name: string, raw: Raw): readonly number[] | undefined {
  return idListParam(name, raw)?.ids;
}

/** A whole number, such as a runtime in minutes. */
export function integerParam(name: string, raw: Raw): number | undefined {
  if (!given(raw)) return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) throw invalidParameter(name, 'is a whole number, such as 90');
  return Number(raw);
}

/** A number such as a vote average (7.5). */
export function numberParam(name: string, raw: Raw): number | undefined {
  if (!given(raw)) return undefined;
  if (!/^\d{1,9}(\.\d+)?$/.test(raw.trim()))
    throw invalidParameter(name, 'is a number, such as 7.5');
  return Number(raw);
}

/** A year of four digits. */
export function yearParam(name: string, raw: Raw): number | undefined {
  if (!given(raw)) return undefined;
  if (!/^\d{4}$/.test(raw.trim()))
    throw invalidParameter(name, 'is a year of four digits, such as 2019');
  return Number(raw);
}

/** A date as TMDB writes them (YYYY-MM-DD), as a day (utc-days.ts). */
export function dateParam(name: string, raw: Raw): number | undefined {
  if (!given(raw)) return undefined;
  const day = dayOfIsoDate(raw.trim());
  // 2020-02-30 would roll over into March: only a date of the calendar is one.
  if (day === undefined || isoDateOfDay(day) !== raw.trim())
    throw invalidParameter(name, 'is a date written YYYY-MM-DD');
  return day;
}

/** A pair of `.gte` / `.lte` parameters; undefined when neither is given. */
export function boundsParam(
  name: string,
  query: Record<string, Raw>,
  read: (name: string, raw: Raw) => number | undefined,
): Bounds | undefined {
  const gte = read(`${name}.gte`, query[`${name}.gte`]);
  const lte = read(`${name}.lte`, query[`${name}.lte`]);
  return gte === undefined && lte === undefined ? undefined : { gte, lte };
}

/** with_original_language: ISO 639-1 codes, one or several joined by |. */
export function languagesParam(name: string, raw: Raw): string[] | undefined {
  if (!given(raw)) return undefined;
  const codes = raw.split(/[|,]/).map((code) => code.trim());
  if (!codes.every((code) => /^[A-Za-z]{2}$/.test(code)))
    throw invalidParameter(name, 'is a language code of two letters (ISO 639-1), such as ko');
  return codes.map((code) => code.toLowerCase());
}

/**
 * with_watch_monetization_types: ways of watching by name, any of them whether joined by | or ,
 * (a title watched one way at a time), as indexes of MONETIZATION_TYPES.
 */
export function monetizationParam(name: string, raw: Raw): number[] | undefined {
  if (!given(raw)) return undefined;
  return raw.split(/[|,]/).map((part) => {
    const index = MONETIZATION_TYPES.indexOf(part.trim() as (typeof MONETIZATION_TYPES)[number]);
    if (index < 0)
      throw invalidParameter(name, `is one or more of ${MONETIZATION_TYPES.join(', ')}`);
    return index;
  });
}

/** The known values of `append_to_response`; TMDB ignores names it does not know, and so do we. */
export function appendedKeys<K extends string>(raw: string | undefined, known: readonly K[]): K[] {
  if (raw === undefined) return [];
  const asked = new Set(raw.split(',').map((part) => part.trim()));
  return known.filter((key) => asked.has(key));
}

/** Adds `"key":value` members to a serialised JSON object without parsing it. */
export function withAppended(json: string, members: ReadonlyArray<[string, unknown]>): string {
  if (members.length === 0) return json;
  const extra = members
    .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
    .join(',');
  return `${json.slice(0, json.lastIndexOf('}'))},${extra}}`;
}

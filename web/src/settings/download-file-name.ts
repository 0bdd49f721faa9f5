/**
 * The file name a content-disposition header gives (RFC 6266: filename*, else filename), reduced
 * to a plain name; undefined when it gives none.
 */
export function downloadFileName(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)?.[1];
  let name: string | undefined;
  if (extended !== undefined) {
    try {
      name = decodeURIComponent(extended.trim());
    } catch {
      name = undefined;
    }
  }
  name ??= /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/
    .exec(header)
    ?.slice(1)
    .find((part) => part !== undefined)
    ?.replace(/\\(.)/g, '$1');
  // Only a name: never a path the browser might be asked to follow.
  const plain = name?.split(/[/\\]/).pop()?.trim();
  return plain ? plain : undefined;
}

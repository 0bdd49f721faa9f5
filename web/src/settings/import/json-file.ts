import { ImportFileError } from './import-file-error';

/*
 * JSON files of exports (Marquee's, Trakt's, Simkl's): parsed with the file named when they do not
 * parse, and a place in them written as the person would look for it.
 */

export function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new ImportFileError(
      file,
      undefined,
      `not valid JSON (${error instanceof Error ? error.message : String(error)}).`,
    );
  }
}

/** "ratings[3].rating" */
export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');
}

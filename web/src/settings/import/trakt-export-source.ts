import { emptyImport, type ParsedImport } from './import-records';
import {
  customListPage,
  customListSlug,
  traktFileName,
  type TraktReadKind,
} from './trakt-file-names';
import { readTraktHistory } from './trakt-history';
import {
  listNameOfSlug,
  readTraktCustomList,
  readTraktListHeads,
  readTraktWatchlist,
} from './trakt-lists';
import type { TraktFile } from './trakt-pages';
import { readTraktRatings } from './trakt-ratings';
import { traktShows } from './trakt-shows';

/*
 * Trakt's "Export your data" zip (trakt-export-<slug>.zip, FORMATS.md 1): one JSON array per
 * endpoint of Trakt's API, in pages. Read: watched-history (every play of a movie or an episode,
 * with its time), the ratings, the watchlist and the custom lists. The other files are never
 * opened: user-settings holds the e-mail address.
 */

/**
 * 'read' for a file the import reads; 'ignored' for one of Trakt's it leaves alone and 'personal'
 * for one that holds the e-mail address, both never opened; undefined for a name Trakt's export
 * does not have.
 */
export function traktFileRole(name: string): 'read' | 'ignored' | 'personal' | undefined {
  return traktFileName(name)?.role;
}

/** Whether these names (a zip's, or the files chosen) are files of Trakt's export. */
export function isTraktExport(names: readonly string[]): boolean {
  return names.some((name) => traktFileName(name) !== undefined);
}

interface Page {
  file: TraktFile;
  page: number;
}

/** The files to read, by kind (and custom list), each kind's pages in order. */
function readingPlan(files: readonly TraktFile[]) {
  const byKind = new Map<TraktReadKind, Page[]>();
  const customLists = new Map<number, { file: TraktFile; rest: string }[]>();
  for (const file of files) {
    const name = traktFileName(file.name);
    if (name?.role !== 'read') continue;
    if (name.kind === 'lists-list') {
      const list = customLists.get(name.listId) ?? [];
      list.push({ file, rest: name.rest });
      customLists.set(name.listId, list);
    } else {
      const pages = byKind.get(name.kind) ?? [];
      pages.push({ file, page: name.page });
      byKind.set(name.kind, pages);
    }
  }
  const inOrder = (pages: readonly Page[]) =>
    [...pages].sort((a, b) => a.page - b.page).map(({ file }) => file);
  return {
    pagesOf: (kind: TraktReadKind) => inOrder(byKind.get(kind) ?? []),
    customLists: [...customLists]
      .sort(([a], [b]) => a - b)
      .map(([listId, listFiles]) => {
        const slug = customListSlug(listFiles.map(({ rest }) => rest));
        const pages = listFiles.map(({ file, rest }) => ({
          file,
          page: customListPage(rest, slug),
        }));
        return { listId, slug, pages: inOrder(pages) };
      }),
  };
}

/**
 * Reads the export's files into one import. A file that is not a JSON array fails naming it; an
 * entry that cannot be used is listed as left out. Plays are kept as they are (two plays of an
 * episode a minute apart are two plays here), and each show plays and ratings name is one `show`
 * record.
 */
export async function readTraktExport(
  files: readonly TraktFile[],
  { timeZone }: { timeZone: string },
): Promise<ParsedImport> {
  const parsed = emptyImport();
  const plan = readingPlan(files);
  const showOf = traktShows(parsed);
  await readTraktHistory(plan.pagesOf('watched-history'), parsed, timeZone, showOf);
  for (const kind of [
    'ratings-movies',
    'ratings-shows',
    'ratings-seasons',
    'ratings-episodes',
  ] as const)
    await readTraktRatings(plan.pagesOf(kind), kind, parsed, showOf);
  await readTraktWatchlist(plan.pagesOf('lists-watchlist'), parsed);
  const heads = await readTraktListHeads(plan.pagesOf('lists-lists'));
  for (const { listId, slug, pages } of plan.customLists) {
    const head = heads.get(listId) ?? { name: listNameOfSlug(slug, listId), description: '' };
    await readTraktCustomList(pages, head, parsed);
  }
  return parsed;
}

// Writes to a library through the store without end, printing a line as each write commits, until
// it is killed: the durability test's victim. Arguments: the library settings as JSON, a user id.
import type { LibraryConfig } from '../config.js';
import { createLibraryStore } from '../library/store/create-library-store.js';
import { openLibraryDatabase } from '../library/store/library-database.js';

const [settingsJson = '', uid = ''] = process.argv.slice(2);
const settings = JSON.parse(settingsJson) as LibraryConfig;
const database = await openLibraryDatabase(settings);
const store = createLibraryStore(database);

// stdout to a pipe is written synchronously on Linux: a printed line has left this process.
const report = (line: string) => process.stdout.write(`${line}\n`);

const list = await store.createList(uid, { name: 'Killed while writing' });
report(`list ${list.id}`);
for (let id = 1; ; id += 1) {
  const title = { mediaType: 'movie' as const, mediaId: id };
  await store.setMark(uid, 'watchlist', title, true);
  report(`watchlist ${id}`);
  await store.rate(uid, title, (id % 20) / 2 + 0.5);
  report(`rating ${id}`);
  const entry = await store.addDiaryEntry(uid, { ...title, watchedOn: '2026-01-01' });
  report(`diary ${entry.id}`);
  await store.addListItem(uid, list.id, title);
  report(`item ${id}`);
}

// A whole Marquee server with a library, in a process of its own, for tests that kill it: the
// settings come from the environment as the real server's do (CATALOGUE_DB, LIBRARY_DB or
// DATABASE_URL), tokens from fakeMemberVerifier. Prints "listening <port>" once it answers.
import { createApp } from '../app.js';
import { openCatalogue } from '../catalogue/open-catalogue.js';
import { createLibraryStore } from '../library/store/create-library-store.js';
import { openLibraryDatabase } from '../library/store/library-database.js';
import { fakeMemberVerifier } from './member-token-verifier.js';
import { testConfig } from './test-catalogue.js';

const config = testConfig(process.env);
const database = await openLibraryDatabase(config.library);
const app = await createApp({
  source: { kind: 'embedded', catalogue: openCatalogue(config.dbPath) },
  config,
  verifier: fakeMemberVerifier(),
  library: createLibraryStore(database),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(
  `listening ${typeof address === 'object' && address !== null ? address.port : ''}\n`,
);

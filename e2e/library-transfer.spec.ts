import { test } from '@playwright/test';
import {
  startLibraryServer,
  type LibraryEngine,
  type LibraryServer,
} from './support/library-server.js';
import { runTransferJourney } from './support/transfer-journey.js';

// Each engine gets a server and a library of its own (a temporary SQLite file, or a throwaway
// PostgreSQL cluster), so the members this journey makes meet nobody else's. The two run side by side.
const engines: ReadonlyArray<{ engine: LibraryEngine; label: string; port: number }> = [
  { engine: 'sqlite', label: 'SQLite', port: 8193 },
  { engine: 'postgres', label: 'PostgreSQL', port: 8194 },
];

test.describe.configure({ mode: 'parallel' });

for (const { engine, label, port } of engines) {
  test.describe(`import, export, sharing and For you on ${label}`, () => {
    let server: LibraryServer | undefined;

    test.use({ baseURL: `http://localhost:${port}/` });

    test.beforeAll(async () => {
      server = await startLibraryServer(engine, port);
    });

    test.afterAll(async () => {
      await server?.remove();
    });

    test('members bring a library in, take it out, share a list and get recommendations', async ({
      page,
      browser,
      request,
    }) => {
      // Three members and many screens on a shared 2-core machine: room to spare.
      test.setTimeout(300_000);
      if (!server) throw new Error(`no ${label} server`);
      await runTransferJourney({ page, browser, request }, server);
    });
  });
}

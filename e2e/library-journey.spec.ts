import { test } from '@playwright/test';
import { runLibraryJourney } from './support/library-journey.js';
import {
  startLibraryServer,
  type LibraryEngine,
  type LibraryServer,
} from './support/library-server.js';

// Each engine gets a server of its own (the journey restarts it) and a library nobody else uses:
// a temporary SQLite file, or a throwaway PostgreSQL cluster. The two run side by side.
const engines: ReadonlyArray<{ engine: LibraryEngine; label: string; port: number }> = [
  { engine: 'sqlite', label: 'SQLite', port: 8191 },
  { engine: 'postgres', label: 'PostgreSQL', port: 8192 },
];

test.describe.configure({ mode: 'parallel' });

for (const { engine, label, port } of engines) {
  test.describe(`the library on ${label}`, () => {
    let server: LibraryServer | undefined;

    test.use({ baseURL: `http://localhost:${port}/` });

    test.beforeAll(async () => {
      server = await startLibraryServer(engine, port);
    });

    test.afterAll(async () => {
      await server?.remove();
    });

    test('a new member does everything issue 12 names, and it survives a restart', async ({
      page,
    }) => {
      // One long journey of many steps: room for a slow, shared machine.
      test.setTimeout(120_000);
      if (!server) throw new Error(`no ${label} server`);
      await runLibraryJourney(page, server);
    });
  });
}

import { describe, expect, it } from 'vitest';
import { introspectLibrarySchema } from '../../test/introspect-library-schema.js';
import { LIBRARY_ENGINES, useTestLibrary } from '../../test/test-library.js';
import { LIBRARY_SCHEMA } from './library-schema.js';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE } from './migrate-library.js';

describe.each(LIBRARY_ENGINES)('the migrations on %s', (engine) => {
  const library = useTestLibrary(engine);

  it('make, from an empty database, exactly the schema the code declares', async () => {
    const { tables, migrationTables } = await introspectLibrarySchema(library.database);
    expect(tables).toEqual(LIBRARY_SCHEMA);
    expect(migrationTables).toEqual([MIGRATION_TABLE, MIGRATION_LOCK_TABLE].sort());
  });
});

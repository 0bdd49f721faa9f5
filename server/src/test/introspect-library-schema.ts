import { sql } from 'kysely';
import type { LibraryDatabase } from '../library/store/library-database.js';
import type { IndexSpec } from '../library/store/library-schema.js';
import { MIGRATION_LOCK_TABLE, MIGRATION_TABLE } from '../library/store/migrate-library.js';

/** A table as the database describes it, in library-schema.ts's terms (other types by their own name). */
export interface IntrospectedTable {
  columns: Record<string, string>;
  primaryKey: string[];
  indexes: Record<string, IndexSpec>;
}

const MIGRATION_TABLES = [MIGRATION_TABLE, MIGRATION_LOCK_TABLE];

function columnKind(type: string, nullable: boolean): string {
  const lower = type.toLowerCase();
  const kind = ['integer', 'bigint', 'smallint'].includes(lower) ? 'integer' : lower;
  return nullable ? `${kind}?` : kind;
}

/** The library's tables, without Kysely's own migration tables, as they are in the database. */
export async function introspectLibrarySchema(
  database: LibraryDatabase,
): Promise<{ tables: Record<string, IntrospectedTable>; migrationTables: string[] }> {
  const rows =
    database.engine === 'sqlite' ? await sqliteSchema(database) : await postgresSchema(database);
  const tables: Record<string, IntrospectedTable> = {};
  const migrationTables: string[] = [];
  for (const [name, table] of Object.entries(rows)) {
    if (MIGRATION_TABLES.includes(name)) migrationTables.push(name);
    else tables[name] = table;
  }
  return { tables, migrationTables: migrationTables.sort() };
}

async function sqliteSchema({ db }: LibraryDatabase): Promise<Record<string, IntrospectedTable>> {
  const { rows: tableRows } = await sql<{ name: string }>`
    select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(db);
  const tables: Record<string, IntrospectedTable> = {};
  for (const { name } of tableRows) {
    const { rows: columns } = await sql<{
      name: string;
      type: string;
      notnull: number;
      pk: number;
    }>`
      select name, type, "notnull", pk from pragma_table_info(${name}) order by cid`.execute(db);
    const { rows: indexes } = await sql<{ name: string; unique: number; origin: string }>`
      select name, "unique", origin from pragma_index_list(${name})`.execute(db);
    const table: IntrospectedTable = { columns: {}, primaryKey: [], indexes: {} };
    for (const column of columns)
      // An INTEGER PRIMARY KEY is the rowid, never null, though SQLite reports notnull = 0.
      table.columns[column.name] = columnKind(column.type, column.notnull === 0 && column.pk === 0);
    table.primaryKey = columns
      .filter((column) => column.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((column) => column.name);
    for (const index of indexes.filter((index) => index.origin !== 'pk')) {
      const { rows: indexColumns } = await sql<{ name: string }>`
        select name from pragma_index_info(${index.name}) order by seqno`.execute(db);
      table.indexes[index.name] = {
        columns: indexColumns.map((column) => column.name),
        unique: index.unique === 1,
      };
    }
    tables[name] = table;
  }
  return tables;
}

async function postgresSchema({ db }: LibraryDatabase): Promise<Record<string, IntrospectedTable>> {
  const { rows: columns } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
    is_nullable: string;
  }>`
    select c.table_name, c.column_name, c.data_type, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const { rows: indexColumns } = await sql<{
    table_name: string;
    index_name: string;
    is_unique: boolean;
    is_primary: boolean;
    column_name: string;
  }>`
    select t.relname as table_name, i.relname as index_name, ix.indisunique as is_unique,
           ix.indisprimary as is_primary, a.attname as column_name
    from pg_index ix
    join pg_class t on t.oid = ix.indrelid
    join pg_class i on i.oid = ix.indexrelid
    join pg_namespace n on n.oid = t.relnamespace
    cross join lateral unnest(ix.indkey::int2[]) with ordinality as k(attnum, ord)
    join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
    where n.nspname = current_schema()
    order by t.relname, i.relname, k.ord`.execute(db);
  const tables: Record<string, IntrospectedTable> = {};
  for (const column of columns) {
    const table = (tables[column.table_name] ??= { columns: {}, primaryKey: [], indexes: {} });
    table.columns[column.column_name] = columnKind(column.data_type, column.is_nullable === 'YES');
  }
  for (const row of indexColumns) {
    const table = tables[row.table_name];
    if (table === undefined) continue;
    if (row.is_primary) table.primaryKey.push(row.column_name);
    else {
      const index = table.indexes[row.index_name];
      table.indexes[row.index_name] = {
        columns: [...(index?.columns ?? []), row.column_name],
        unique: row.is_unique,
      };
    }
  }
  return tables;
}

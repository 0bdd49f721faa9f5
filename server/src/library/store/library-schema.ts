import type { LibraryTables } from './library-tables.js';

/** A column as both engines report it: its kind, with '?' when it may be null. */
export type ColumnSpec =
  'text' | 'integer' | 'double precision' | 'text?' | 'integer?' | 'double precision?';

export interface IndexSpec {
  columns: readonly string[];
  unique: boolean;
}

export interface TableSpec {
  columns: Readonly<Record<string, ColumnSpec>>;
  primaryKey: readonly string[];
  /** Named indexes besides the primary key's. */
  indexes: Readonly<Record<string, IndexSpec>>;
}

interface DeclaredTable<Row> extends TableSpec {
  columns: { readonly [Column in keyof Row]-?: ColumnSpec };
  primaryKey: readonly (keyof Row & string)[];
  indexes: Readonly<Record<string, { columns: readonly (keyof Row & string)[]; unique: boolean }>>;
}

/**
 * The schema the code reads and writes, which every migration together must produce on both
 * engines (library-schema.test.ts applies them to empty databases and compares). Typed against
 * LibraryTables, so the query builder's view cannot drift from it either.
 */
export const LIBRARY_SCHEMA: {
  readonly [Table in keyof LibraryTables]: DeclaredTable<LibraryTables[Table]>;
} = {
  watchlist: {
    columns: { uid: 'text', media_type: 'text', media_id: 'integer', added_at: 'integer' },
    primaryKey: ['uid', 'media_type', 'media_id'],
    indexes: {
      watchlist_by_added: { columns: ['uid', 'added_at', 'media_type', 'media_id'], unique: false },
    },
  },
  favourites: {
    columns: { uid: 'text', media_type: 'text', media_id: 'integer', added_at: 'integer' },
    primaryKey: ['uid', 'media_type', 'media_id'],
    indexes: {
      favourites_by_added: {
        columns: ['uid', 'added_at', 'media_type', 'media_id'],
        unique: false,
      },
    },
  },
  ratings: {
    columns: {
      uid: 'text',
      media_type: 'text',
      media_id: 'integer',
      value_halves: 'integer',
      rated_at: 'integer',
    },
    primaryKey: ['uid', 'media_type', 'media_id'],
    indexes: {
      ratings_by_rated: { columns: ['uid', 'rated_at', 'media_type', 'media_id'], unique: false },
      ratings_by_value: {
        columns: ['uid', 'value_halves', 'rated_at', 'media_type', 'media_id'],
        unique: false,
      },
    },
  },
  diary_entries: {
    columns: {
      id: 'integer',
      uid: 'text',
      media_type: 'text',
      media_id: 'integer',
      watched_on: 'text',
      note: 'text?',
      rating_halves: 'integer?',
      created_at: 'integer',
    },
    primaryKey: ['id'],
    indexes: {
      diary_by_watched: { columns: ['uid', 'watched_on', 'id'], unique: false },
      diary_by_title: {
        columns: ['uid', 'media_type', 'media_id', 'watched_on', 'id'],
        unique: false,
      },
    },
  },
  lists: {
    columns: {
      id: 'integer',
      uid: 'text',
      name: 'text',
      description: 'text',
      created_at: 'integer',
      updated_at: 'integer',
      item_count: 'integer',
      is_public: 'integer',
      share_id: 'text?',
    },
    primaryKey: ['id'],
    indexes: {
      lists_by_user: { columns: ['uid', 'updated_at', 'id'], unique: false },
      lists_by_share_id: { columns: ['share_id'], unique: true },
    },
  },
  list_items: {
    columns: {
      list_id: 'integer',
      media_type: 'text',
      media_id: 'integer',
      position: 'integer',
      added_at: 'integer',
    },
    primaryKey: ['list_id', 'media_type', 'media_id'],
    indexes: {
      list_items_by_position: { columns: ['list_id', 'position'], unique: false },
      list_items_by_added: {
        columns: ['list_id', 'added_at', 'media_type', 'media_id'],
        unique: false,
      },
    },
  },
  remembered_titles: {
    columns: {
      media_type: 'text',
      media_id: 'integer',
      details: 'text',
      title_key: 'text',
      release_date: 'text?',
      popularity: 'double precision?',
    },
    primaryKey: ['media_type', 'media_id'],
    indexes: {},
  },
  title_genres: {
    columns: { media_type: 'text', media_id: 'integer', genre_id: 'integer' },
    primaryKey: ['media_type', 'media_id', 'genre_id'],
    indexes: {},
  },
  member_settings: {
    columns: {
      uid: 'text',
      display_name: 'text?',
      hide_watched: 'integer',
      updated_at: 'integer',
      watch_region: 'text?',
      watch_providers: 'text',
      count_rent_buy: 'integer',
      only_my_services: 'integer',
      language: 'text?',
      theme: 'text?',
      keyboard_shortcuts: 'integer?',
    },
    primaryKey: ['uid'],
    indexes: {},
  },
  show_progress: {
    columns: {
      uid: 'text',
      show_id: 'integer',
      cycle: 'integer',
      status: 'text',
      started_at: 'integer',
      updated_at: 'integer',
    },
    primaryKey: ['uid', 'show_id'],
    indexes: {
      show_progress_by_status: {
        columns: ['uid', 'status', 'updated_at', 'show_id'],
        unique: false,
      },
    },
  },
  episode_watches: {
    columns: {
      id: 'integer',
      uid: 'text',
      show_id: 'integer',
      season_number: 'integer',
      episode_number: 'integer',
      cycle: 'integer',
      rewatch: 'integer',
      watched_on: 'text',
      created_at: 'integer',
    },
    primaryKey: ['id'],
    indexes: {
      episode_watches_unique: {
        columns: ['uid', 'show_id', 'cycle', 'season_number', 'episode_number', 'rewatch'],
        unique: true,
      },
      episode_watches_by_watched: { columns: ['uid', 'watched_on', 'id'], unique: false },
    },
  },
  episode_ratings: {
    columns: {
      uid: 'text',
      show_id: 'integer',
      season_number: 'integer',
      episode_number: 'integer',
      value_halves: 'integer',
      rated_at: 'integer',
      details: 'text',
    },
    primaryKey: ['uid', 'show_id', 'season_number', 'episode_number'],
    indexes: {
      episode_ratings_by_rated: {
        columns: ['uid', 'rated_at', 'show_id', 'season_number', 'episode_number'],
        unique: false,
      },
    },
  },
  calendar_feeds: {
    columns: { uid: 'text', secret: 'text', created_at: 'integer' },
    primaryKey: ['uid'],
    indexes: { calendar_feeds_by_secret: { columns: ['secret'], unique: true } },
  },
  saved_filters: {
    columns: {
      id: 'integer',
      uid: 'text',
      name: 'text',
      media_type: 'text',
      query: 'text',
      pinned: 'integer',
      position: 'integer',
      created_at: 'integer',
    },
    primaryKey: ['id'],
    indexes: { saved_filters_by_position: { columns: ['uid', 'position'], unique: false } },
  },
};

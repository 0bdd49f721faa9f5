import { randomBytes } from 'node:crypto';
import { checkUid } from './library-limits.js';
import type { LibraryStore } from './library-store.js';
import type { StoreContext } from './store-context.js';

// 24 random bytes, as base64url: 192 bits nobody guesses, 32 characters in an address.
const SECRET_BYTES = 24;
const SECRET = /^[A-Za-z0-9_-]{32}$/;

function newSecret(): string {
  return randomBytes(SECRET_BYTES).toString('base64url');
}

/** The secrets of members' calendar feeds: one each, made when first asked for. */
export function calendarFeedQueries({
  db,
  now,
}: StoreContext): Pick<
  LibraryStore,
  'calendarFeedSecret' | 'resetCalendarFeed' | 'calendarFeedOwner'
> {
  async function storedSecret(uid: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('calendar_feeds')
      .select('secret')
      .where('uid', '=', uid)
      .executeTakeFirst();
    return row?.secret;
  }

  return {
    async calendarFeedSecret(uid) {
      checkUid(uid);
      const stored = await storedSecret(uid);
      if (stored !== undefined) return stored;
      // Of two first asks at once, one inserts and the other's insert does nothing (on
      // PostgreSQL it waits for the first to commit): both then read the one secret.
      await db
        .insertInto('calendar_feeds')
        .values({ uid, secret: newSecret(), created_at: now() })
        .onConflict((conflict) => conflict.column('uid').doNothing())
        .execute();
      const made = await storedSecret(uid);
      // Only the member's data being deleted in between leaves no secret to read.
      if (made === undefined)
        throw new Error("The member's calendar feed was deleted as it was made.");
      return made;
    },

    async resetCalendarFeed(uid) {
      checkUid(uid);
      const secret = newSecret();
      const createdAt = now();
      await db
        .insertInto('calendar_feeds')
        .values({ uid, secret, created_at: createdAt })
        .onConflict((conflict) =>
          conflict.column('uid').doUpdateSet({ secret, created_at: createdAt }),
        )
        .execute();
      return secret;
    },

    async calendarFeedOwner(secret) {
      // The secret comes from an address anybody may type: what cannot be one is not looked up.
      if (typeof secret !== 'string' || !SECRET.test(secret)) return undefined;
      const row = await db
        .selectFrom('calendar_feeds')
        .select('uid')
        .where('secret', '=', secret)
        .executeTakeFirst();
      return row?.uid;
    },
  };
}

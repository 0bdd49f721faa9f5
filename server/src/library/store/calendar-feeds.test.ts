import { describe, expect, it } from 'vitest';
import { LIBRARY_ENGINES, newUid, useTestLibrary } from '../../test/test-library.js';

describe.each(LIBRARY_ENGINES)('calendar feed secrets on %s', (engine) => {
  const library = useTestLibrary(engine);

  it('makes a member’s secret on the first ask and answers the same one after', async () => {
    const uid = newUid();
    const secret = await library.store.calendarFeedSecret(uid);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await library.store.calendarFeedSecret(uid)).toBe(secret);
  });

  it('gives each member their own secret', async () => {
    const [member, other] = [newUid(), newUid()];
    const secret = await library.store.calendarFeedSecret(member);
    expect(await library.store.calendarFeedSecret(other)).not.toBe(secret);
  });

  it('gives concurrent first asks one secret', async () => {
    const uid = newUid();
    const secrets = await Promise.all(
      Array.from({ length: 8 }, () => library.store.calendarFeedSecret(uid)),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(await library.store.calendarFeedSecret(uid)).toBe(secrets[0]);
  });

  it('finds the member whose feed a secret opens', async () => {
    const [member, other] = [newUid(), newUid()];
    const secret = await library.store.calendarFeedSecret(member);
    await library.store.calendarFeedSecret(other);
    expect(await library.store.calendarFeedOwner(secret)).toBe(member);
  });

  it('replaces the secret on a reset, so the old one opens nobody’s feed', async () => {
    const uid = newUid();
    const { store } = library;
    const old = await store.calendarFeedSecret(uid);
    const reset = await store.resetCalendarFeed(uid);
    expect(reset).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(reset).not.toBe(old);
    expect(await store.calendarFeedSecret(uid)).toBe(reset);
    expect(await store.calendarFeedOwner(reset)).toBe(uid);
    expect(await store.calendarFeedOwner(old)).toBeUndefined();
  });

  it('makes a secret on a reset of a member who had none', async () => {
    const uid = newUid();
    const secret = await library.store.resetCalendarFeed(uid);
    expect(await library.store.calendarFeedSecret(uid)).toBe(secret);
  });

  it.each([
    '',
    'A'.repeat(32),
    'A'.repeat(31),
    'A'.repeat(1000),
    "' or 1=1 --",
    '\u0000'.repeat(32),
    '%'.repeat(32),
    'ä'.repeat(32),
  ])('finds nobody for the secret %j, without an error', async (secret) => {
    expect(await library.store.calendarFeedOwner(secret)).toBeUndefined();
  });

  it('finds nobody for what is not text at all', async () => {
    for (const junk of [undefined, null, 42, {}])
      expect(await library.store.calendarFeedOwner(junk as unknown as string)).toBeUndefined();
  });

  it('refuses a missing user id', async () => {
    await expect(library.store.calendarFeedSecret('')).rejects.toMatchObject({
      code: 'invalid-user',
    });
    await expect(library.store.resetCalendarFeed('')).rejects.toMatchObject({
      code: 'invalid-user',
    });
  });
});

/**
 * Tells whether what a member's reads answered is still what they would answer now. A version is
 * taken before a read queries, and a write marks a change after its commit; an answer kept under a
 * version may be given again while the member's version is still that one.
 */
export interface AnswerVersions {
  /** The version of `uid`'s reads now. */
  of(uid: string): number;
  /** `uid`'s rows changed (or may have): every version of theirs taken before is out of date. */
  changed(uid: string): void;
  /** Rows every member's reads show changed (the titles' details): every version is out of date. */
  changedForAll(): void;
}

/** Members whose last change is remembered; beyond it, the longest quiet ones are forgotten. */
export const REMEMBERED_MEMBERS = 100_000;

/**
 * One counter for every change, so a new version is larger than any version handed out before,
 * whoever it belongs to. A member whose change is not remembered (never made, or forgotten) has
 * the floor: the counter when a member was last forgotten or everything changed. Forgetting can
 * only raise a member's version, which makes kept answers miss, never a stale one hit.
 */
export function createAnswerVersions(rememberedMembers = REMEMBERED_MEMBERS): AnswerVersions {
  let counter = 0;
  let floor = 0;
  // In order of change, least recent first.
  const latest = new Map<string, number>();
  return {
    of: (uid) => latest.get(uid) ?? floor,
    changed(uid) {
      counter += 1;
      latest.delete(uid);
      latest.set(uid, counter);
      if (latest.size > rememberedMembers) {
        latest.delete(latest.keys().next().value as string);
        floor = counter;
      }
    },
    changedForAll() {
      counter += 1;
      latest.clear();
      floor = counter;
    },
  };
}

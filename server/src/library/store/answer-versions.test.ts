import { describe, expect, it } from 'vitest';
import { createAnswerVersions } from './answer-versions.js';

describe('answer versions', () => {
  it("move a member's version with their changes only, and everyone's with a change for all", () => {
    const versions = createAnswerVersions();
    const [one, two] = [versions.of('one'), versions.of('two')];
    versions.changed('one');
    expect(versions.of('one')).not.toBe(one);
    expect(versions.of('two')).toBe(two);
    const afterOne = versions.of('one');
    versions.changedForAll();
    expect(versions.of('one')).not.toBe(afterOne);
    expect(versions.of('two')).not.toBe(two);
  });

  it('never give a member back a version taken before their last change, once forgotten', () => {
    const versions = createAnswerVersions(2);
    const beforeChange = versions.of('a');
    versions.changed('a');
    expect(versions.of('a')).not.toBe(beforeChange);
    // Two members changed since, so "a" is forgotten: its version must not fall back.
    versions.changed('b');
    versions.changed('c');
    expect(versions.of('a')).not.toBe(beforeChange);
    expect(versions.of('a')).toBeGreaterThan(beforeChange);
  });
});

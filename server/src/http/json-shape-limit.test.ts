import { describe, expect, it } from 'vitest';
import { jsonShapeCheck, type JsonShapeLimits } from './json-shape-limit.js';

const LIMITS: JsonShapeLimits = { maxDepth: 3, maxContainers: 5, maxValues: 8 };

/** What the check says of `text` fed in pieces of `size` bytes. */
function problemOf(text: string, size = Infinity, limits = LIMITS): string | undefined {
  const check = jsonShapeCheck(limits);
  const bytes = Buffer.from(text);
  for (let at = 0; at < bytes.length; at += Math.min(size, bytes.length)) {
    const problem = check.scan(bytes.subarray(at, at + size));
    if (problem !== undefined) return problem;
  }
  return undefined;
}

describe('jsonShapeCheck', () => {
  it('lets a body within every limit through', () => {
    expect(problemOf('{"a":[{"b":1},{"c":2}]}')).toBeUndefined();
  });

  it('names the limit a body goes over', () => {
    expect(problemOf('[[[[1]]]]')).toBe('the body nests objects and arrays more than 3 deep');
    expect(problemOf('[{},{},{},{},{}]', Infinity, { ...LIMITS, maxValues: 100 })).toBe(
      'the body holds more than 5 objects and arrays',
    );
    expect(problemOf('[1,2,3,4,5,6,7,8,9]')).toBe('the body holds more than 8 values');
  });

  it('counts nothing inside strings, escaped quotes included, however the body is cut into chunks', () => {
    const text = '{"a":"[[[[,,,,,,,,{{{{\\"[[[[\\\\","b":"\\\\"}';
    expect(JSON.parse(text)).toBeDefined();
    for (const size of [1, 2, 3, 5, 7, Infinity]) expect(problemOf(text, size)).toBeUndefined();
    const deep = '{"a":"\\"]]]]","b":[[[[1]]]]}';
    for (const size of [1, 2, 3, Infinity])
      expect(problemOf(deep, size)).toBe('the body nests objects and arrays more than 3 deep');
    const manyStrings = `[${Array.from({ length: 1000 }, () => '"a\\\\b\\"c["').join(':')}]`;
    expect(problemOf(manyStrings)).toBeUndefined();
    expect(problemOf(`${manyStrings.slice(0, -1)}:[[[1]]]]`)).toBe(
      'the body nests objects and arrays more than 3 deep',
    );
  });
});

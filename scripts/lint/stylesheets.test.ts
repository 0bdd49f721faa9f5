import { join } from 'node:path';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** The problems the repository's stylelint.config.js finds in this CSS. */
async function problems(code: string): Promise<string[]> {
  const { results } = await stylelint.lint({
    code,
    codeFilename: join(root, 'web/src/x.module.css'),
    cwd: root,
  });
  return (results[0]?.warnings ?? []).map((warning) => warning.rule);
}

// Right to left (issue 25): sides are logical, so an Arabic or Hebrew page mirrors by itself.
describe('the stylesheets lint', { timeout: 60_000 }, () => {
  it.each([
    '.a { margin-left: 1rem; }',
    '.a { padding-right: 1rem; }',
    '.a { left: 0; }',
    '.a { right: 0; }',
    '.a { border-left: 1px solid; }',
    '.a { text-align: left; }',
    '.a { float: right; }',
  ])('refuses the physical side in %s', async (code) => {
    expect(await problems(code)).toEqual(['csstools/use-logical']);
  });

  it.each([
    '.a { padding: 0 1rem 0 2rem; }',
    '.a { margin: 1px 2px 3px calc(4px + 1px); }',
    '.a { inset: 0 auto 0 0; }',
    '.a { border-width: 1px 2px 1px 0; }',
  ])('refuses a four-value shorthand whose left and right differ: %s', async (code) => {
    expect(await problems(code)).toEqual(['marquee/inline-shorthand']);
  });

  it.each([
    '.a { margin-inline-start: 1rem; padding-inline: 0 1rem; inset-inline-end: 0; }',
    '.a { padding: 1rem; margin: 0 auto; inset: 0 1rem 2rem; padding: 1px 2px 3px 2px; }',
    '.a { margin-top: 1rem; padding-bottom: 2px; top: 0; width: 1px; text-align: start; }',
  ])('takes logical sides, and what reads the same either way: %s', async (code) => {
    expect(await problems(code)).toEqual([]);
  });

  it("finds nothing in the web app's stylesheets", async () => {
    const { results } = await stylelint.lint({ files: 'web/src/**/*.css', cwd: root });
    const found = results.flatMap((result) =>
      result.warnings.map((warning) => `${result.source}:${warning.line} ${warning.text}`),
    );
    expect(results.length).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });
});

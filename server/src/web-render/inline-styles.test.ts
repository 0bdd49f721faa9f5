import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createInlineStyles } from './inline-styles.js';

const webDist = mkdtempSync(path.join(tmpdir(), 'marquee-inline-styles-'));
mkdirSync(path.join(webDist, 'static', 'css'), { recursive: true });
afterAll(() => rmSync(webDist, { recursive: true, force: true }));

function writeCss(file: string, css: string): string {
  writeFileSync(path.join(webDist, file), css);
  return file;
}

/** The hash a browser computes for a <style> element's text, as CSP writes it. */
async function browserHash(css: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css));
  return `sha256-${Buffer.from(digest).toString('base64')}`;
}

describe('createInlineStyles', () => {
  it('joins the files in their order, hashed as the browser hashes the <style> text', async () => {
    const index = writeCss('static/css/index-A1.css', ':root{--accent:#f5c518}body{margin:0}');
    const route = writeCss('static/css/details-B1.css', '.poster::after{content:"★ é"}');
    const style = createInlineStyles(webDist)([index, route]);
    expect(style.css).toBe(':root{--accent:#f5c518}body{margin:0}\n.poster::after{content:"★ é"}');
    expect(style.hash).toBe(await browserHash(style.css));
  });

  it('reads a set of files once, and another set on its own', () => {
    const first = writeCss('static/css/first-C1.css', '.a{color:red}');
    const second = writeCss('static/css/second-D1.css', '.b{color:blue}');
    const inlineStyles = createInlineStyles(webDist);
    const before = inlineStyles([first]);
    // Hashed files never change; a new build names new ones.
    writeCss(first, '.a{color:green}');
    expect(inlineStyles([first])).toBe(before);
    expect(inlineStyles([first, second]).css).toBe('.a{color:green}\n.b{color:blue}');
  });

  it('throws for a file that is not there, so the caller can send the shell', () => {
    const inlineStyles = createInlineStyles(webDist);
    expect(() => inlineStyles(['static/css/missing-E1.css'])).toThrow(/ENOENT/);
  });
});

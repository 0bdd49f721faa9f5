import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

export interface InlineStyle {
  css: string;
  /** For the page's Content-Security-Policy: 'sha256-…' without the quotes. */
  hash: string;
}

/**
 * A page's stylesheets as one inline <style>, read once per set of files: a first visit then
 * paints from the document alone instead of waiting for stylesheet requests. The CSP allows it by
 * its hash, so no other inline style is let in. The build's CSS refers to nothing relative (data:
 * URLs only), so it reads the same from the document.
 */
export function createInlineStyles(webDist: string): (files: readonly string[]) => InlineStyle {
  const kept = new Map<string, InlineStyle>();
  return (files) => {
    const key = files.join('\n');
    let style = kept.get(key);
    if (style === undefined) {
      const css = files.map((file) => readFileSync(path.join(webDist, file), 'utf8')).join('\n');
      style = { css, hash: `sha256-${createHash('sha256').update(css).digest('base64')}` };
      kept.set(key, style);
    }
    return style;
  };
}

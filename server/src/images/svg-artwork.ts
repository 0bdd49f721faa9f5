import type { MediaType } from '@marquee/tmdb-types/media';
import { hashUnit } from '../catalogue/seeded-random.js';
import type { ArtworkKind } from './image-sizes.js';

export interface ArtworkSubject {
  kind: ArtworkKind;
  /** What the id is of: a title, a person, a collection, or a streaming service (for its logo). */
  media: MediaType | 'collection' | 'provider';
  id: number;
  /** Title or name set on the artwork. */
  text: string;
  /** A small line under the title, e.g. the year. */
  caption: string;
}

const FONT_STACK =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

// What XML 1.0 forbids: C0 controls but tab, newline and CR; U+FFFE and U+FFFF; surrogates that are
// not half of a pair (the `u` flag makes the range match only those). One such character in imported
// text would make the whole image fail to parse.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDFFF]/gu;

function withoutNonXml(text: string): string {
  return text.replace(NOT_XML, '');
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (char) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[char] ?? char,
  );
}

/** Greedy word wrap to at most `maxLines`, ellipsising what does not fit. */
export function wrapText(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (candidate.length <= maxChars || current === '') current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current !== '') lines.push(current);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1] ?? ''}…`;
    return kept;
  }
  return lines;
}

function hsl(hue: number, saturation: number, lightness: number): string {
  return `hsl(${Math.round(hue) % 360} ${saturation}% ${lightness}%)`;
}

/** First letters by code point, so a name starting with an emoji does not leave half of it behind. */
function initials(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  const firstOf = (part: string | undefined) => (part === undefined ? '' : ([...part][0] ?? ''));
  const first = firstOf(parts[0]) || '?';
  const last = parts.length > 1 ? firstOf(parts[parts.length - 1]) : '';
  return `${first}${last}`.toUpperCase();
}

function titleArtwork(subject: ArtworkSubject, width: number, height: number): string {
  const { media, id } = subject;
  const hue = hashUnit('hue', media, id) * 360;
  const accent = hue + 140 + hashUnit('accent', media, id) * 80;
  const wide = subject.kind === 'backdrop';
  const unit = Math.min(width, height);
  const shapes: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const cx = hashUnit('x', media, id, index) * width;
    const cy = hashUnit('y', media, id, index) * height * 0.7;
    const r = unit * (0.15 + hashUnit('r', media, id, index) * 0.45);
    shapes.push(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${r.toFixed(1)}" fill="${hsl(accent + index * 25, 70, 60)}" opacity="${(0.12 + 0.1 * (index % 2)).toFixed(2)}"/>`,
    );
  }
  const maxChars = wide ? 26 : 13;
  const lines = wrapText(subject.text, maxChars, wide ? 2 : 4);
  const fontSize = wide ? height * 0.1 : width * 0.11;
  const lineHeight = fontSize * 1.12;
  const left = width * (wide ? 0.06 : 0.08);
  const bottom = height * (wide ? 0.82 : 0.8);
  const firstBaseline = bottom - (lines.length - 1) * lineHeight;
  const title = lines
    .map(
      (line, index) =>
        `<tspan x="${left.toFixed(1)}" y="${(firstBaseline + index * lineHeight).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="${wide ? 1 : 0.3}" y2="1">`,
    `<stop offset="0" stop-color="${hsl(hue, 55, 32)}"/><stop offset="1" stop-color="${hsl(hue + 35, 60, 12)}"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    ...shapes,
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    `<rect x="${left.toFixed(1)}" y="${(firstBaseline - lineHeight * 1.05).toFixed(1)}" width="${(unit * 0.12).toFixed(1)}" height="${(unit * 0.012).toFixed(1)}" fill="${hsl(accent, 80, 65)}"/>`,
    `<text font-family="${FONT_STACK}" font-weight="700" font-size="${fontSize.toFixed(1)}" fill="#fff" letter-spacing="-0.01em">${title}</text>`,
    `<text x="${left.toFixed(1)}" y="${(bottom + lineHeight * 0.85).toFixed(1)}" font-family="${FONT_STACK}" font-size="${(fontSize * 0.42).toFixed(1)}" fill="#ffffffb3" letter-spacing="0.12em">${escapeXml(subject.caption.toUpperCase())}</text>`,
  ].join('');
}

function personArtwork(subject: ArtworkSubject, width: number, height: number): string {
  // People get a warm, muted palette and a silhouette with initials, so they never look like a poster.
  const hue = 15 + hashUnit('hue', 'person', subject.id) * 50;
  const cx = width / 2;
  const headR = width * 0.2;
  const headY = height * 0.36;
  const lines = wrapText(subject.text, 16, 2);
  const fontSize = width * 0.085;
  const nameY = height * 0.86 - (lines.length - 1) * fontSize * 1.1;
  const name = lines
    .map(
      (line, index) =>
        `<tspan x="${cx.toFixed(1)}" y="${(nameY + index * fontSize * 1.1).toFixed(1)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return [
    `<defs><radialGradient id="g" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${hsl(hue, 30, 62)}"/><stop offset="1" stop-color="${hsl(hue + 10, 25, 28)}"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<path d="M${(cx - width * 0.36).toFixed(1)} ${(height * 0.74).toFixed(1)} C${(cx - width * 0.34).toFixed(1)} ${(height * 0.52).toFixed(1)} ${(cx + width * 0.34).toFixed(1)} ${(height * 0.52).toFixed(1)} ${(cx + width * 0.36).toFixed(1)} ${(height * 0.74).toFixed(1)} Z" fill="${hsl(hue, 20, 20)}" opacity="0.55"/>`,
    `<circle cx="${cx.toFixed(1)}" cy="${headY.toFixed(1)}" r="${headR.toFixed(1)}" fill="${hsl(hue, 20, 20)}" opacity="0.55"/>`,
    `<text x="${cx.toFixed(1)}" y="${(headY + headR * 0.32).toFixed(1)}" text-anchor="middle" font-family="${FONT_STACK}" font-weight="600" font-size="${(headR * 0.85).toFixed(1)}" fill="#fff" opacity="0.9">${escapeXml(initials(subject.text))}</text>`,
    `<text text-anchor="middle" font-family="${FONT_STACK}" font-weight="600" font-size="${fontSize.toFixed(1)}" fill="#fff">${name}</text>`,
  ].join('');
}

function logoArtwork(subject: ArtworkSubject, width: number, height: number): string {
  // A service's colour comes from its id alone, so its logo looks the same wherever it is listed.
  const hue = hashUnit('hue', 'provider', subject.id) * 360;
  const unit = Math.min(width, height);
  const letters = initials(subject.text);
  return [
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${hsl(hue, 65, 48)}"/><stop offset="1" stop-color="${hsl(hue + 30, 70, 28)}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" rx="${(unit * 0.18).toFixed(1)}" fill="url(#g)"/>`,
    `<text x="${(width / 2).toFixed(1)}" y="${(height / 2).toFixed(1)}" dy="0.35em" text-anchor="middle" font-family="${FONT_STACK}" font-weight="800" font-size="${(unit * (letters.length > 1 ? 0.42 : 0.56)).toFixed(1)}" fill="#fff" letter-spacing="-0.02em">${escapeXml(letters)}</text>`,
  ].join('');
}

/** A self-contained SVG for a title's poster or backdrop, a person's profile picture or a service's logo. */
export function renderArtwork(untrusted: ArtworkSubject, width: number, height: number): string {
  const subject = {
    ...untrusted,
    text: withoutNonXml(untrusted.text),
    caption: withoutNonXml(untrusted.caption),
  };
  const body =
    subject.kind === 'profile'
      ? personArtwork(subject, width, height)
      : subject.kind === 'logo'
        ? logoArtwork(subject, width, height)
        : titleArtwork(subject, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(subject.text)}">${body}</svg>`;
}

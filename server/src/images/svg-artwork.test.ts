// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderArtwork, type ArtworkSubject } from './svg-artwork.js';

// Every character XML 1.0 forbids: C0 controls but tab, newline and CR; U+FFFE, U+FFFF; lone surrogates.
const FORBIDDEN = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).filter(
    (char) => !'\t\n\r'.includes(char),
  ),
  '\uFFFE',
  '\uFFFF',
  '\uD800',
  '\uDFFF',
].join('');

/** Parses as a browser does an SVG file: strict XML, where one bad character fails the document. */
function parseSvg(svg: string): Document {
  return new DOMParser().parseFromString(svg, 'image/svg+xml');
}

const subjects: ArtworkSubject[] = [
  { kind: 'poster', media: 'movie', id: 1, text: `Bell${FORBIDDEN} & Book`, caption: '1958' },
  { kind: 'backdrop', media: 'tv', id: 2, text: 'Wide', caption: `19${FORBIDDEN}90 · Series` },
  { kind: 'profile', media: 'person', id: 3, text: `${FORBIDDEN}🎬 Ann Lee`, caption: 'Acting' },
];

describe('renderArtwork', () => {
  it.each(subjects)('draws valid XML from text holding forbidden characters ($kind)', (subject) => {
    const svg = renderArtwork(subject, 300, 450);
    const document = parseSvg(svg);
    expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(document.documentElement.nodeName).toBe('svg');
    // Lone surrogates pass the parser here (JavaScript strings hold them) but not a UTF-8 encoder.
    expect(svg).not.toMatch(/[\uD800-\uDFFF]/u);
  });

  it('keeps the text that XML allows, emoji and tabs included', () => {
    const svg = renderArtwork(
      { kind: 'poster', media: 'movie', id: 4, text: 'Amélie\u0001 🎬', caption: '2001' },
      300,
      450,
    );
    expect(parseSvg(svg).documentElement.getAttribute('aria-label')).toBe('Amélie 🎬');
  });
});

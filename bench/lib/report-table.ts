export interface Row {
  section: string;
  figure: string;
  marquee: string;
  peers: string;
  ratio: string;
  goal: string;
  /** undefined: no goal, or not measured. */
  met: boolean | undefined;
}

const HEADERS = ['Figure', 'Marquee', 'Peers', 'Ratio', 'Goal', 'Met'] as const;

function cells(row: Row): string[] {
  const mark = row.met === undefined ? (row.goal ? '–' : '') : row.met ? '✓' : '✗';
  return [row.figure, row.marquee, row.peers, row.ratio, row.goal, mark];
}

/** A plain-text table for the terminal, one block per section. */
export function formatTextTable(rows: readonly Row[]): string {
  const all = [Array.from(HEADERS), ...rows.map(cells)];
  const widths = HEADERS.map((_, column) =>
    Math.max(...all.map((line) => (line[column] ?? '').length)),
  );
  const line = (values: string[]) =>
    values
      .map((value, column) => value.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const out = [line(Array.from(HEADERS)), widths.map((width) => '-'.repeat(width)).join('  ')];
  let section = '';
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      out.push('', `[${section}]`);
    }
    out.push(line(cells(row)));
  }
  return out.join('\n');
}

export function formatMarkdownTable(rows: readonly Row[]): string {
  const escape = (value: string) => value.replace(/\|/g, '\\|');
  const out: string[] = [];
  let section = '';
  for (const row of rows) {
    if (row.section !== section) {
      section = row.section;
      out.push(
        '',
        `### ${section}`,
        '',
        `| ${HEADERS.join(' | ')} |`,
        `|${HEADERS.map(() => '---').join('|')}|`,
      );
    }
    out.push(`| ${cells(row).map(escape).join(' | ')} |`);
  }
  return out.join('\n').trim();
}

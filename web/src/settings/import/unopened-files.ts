import type { SkippedRow } from './import-records';

/*
 * The files of an export the import leaves unopened, and why: one sentence each, whether the file
 * was chosen loose or came in the export's zip.
 */

/**
 * `secret`: passwords or tokens (TV Time); `personal`: the e-mail address (Trakt); `copy`: what a
 * CSV file beside it holds too (TV Time's "export my data" writes each table as CSV and as JSON).
 */
export type UnopenedKind = 'ignored' | 'secret' | 'personal' | 'copy';

const reasons: Record<UnopenedKind, string> = {
  ignored: 'not one of the files Marquee imports.',
  secret: 'it holds passwords or tokens, so Marquee does not open it.',
  personal: 'it holds your e-mail address, which Marquee does not need, so it is not opened.',
  copy: 'the CSV file of the same name holds the same, and that is the one Marquee reads.',
};

export function unopenedFile(file: string, kind: UnopenedKind): SkippedRow {
  return { source: { file }, label: 'the whole file', reason: reasons[kind] };
}

import type { SkippedRow } from './import-records';

/*
 * The files of an export the import leaves unopened, and why: one sentence each, whether the file
 * was chosen loose or came in the export's zip.
 */

/** `secret`: passwords or tokens (TV Time); `personal`: the e-mail address (Trakt). */
export type UnopenedKind = 'ignored' | 'secret' | 'personal';

const reasons: Record<UnopenedKind, string> = {
  ignored: 'not one of the files Marquee imports.',
  secret: 'it holds passwords or tokens, so Marquee does not open it.',
  personal: 'it holds your e-mail address, which Marquee does not need, so it is not opened.',
};

export function unopenedFile(file: string, kind: UnopenedKind): SkippedRow {
  return { source: { file }, label: 'the whole file', reason: reasons[kind] };
}

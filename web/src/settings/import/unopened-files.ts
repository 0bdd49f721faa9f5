import type { MessageId } from '../../i18n/load-messages';
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

const reasons: Record<UnopenedKind, MessageId> = {
  ignored: 'import.unopened.ignored',
  secret: 'import.unopened.secret',
  personal: 'import.unopened.personal',
  copy: 'import.unopened.copy',
};

export function unopenedFile(file: string, kind: UnopenedKind): SkippedRow {
  return {
    source: { file },
    label: { id: 'import.label.wholeFile' },
    reason: { id: reasons[kind] },
  };
}

import { useQueryClient } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { libraryKeys } from '../member/library-keys';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { ExportFirst } from './export-first';
import { failureReason } from '../lib/failure-reason';
import { LibraryTotalsList } from './library-totals-list';
import { deleteLibrary } from './transfer-api';
import { useExportDownload } from './use-export-download';
import { useLibraryTotals } from './use-library-totals';

export interface DeleteDataDialogProps {
  uid: string;
  returnFocus: RefObject<HTMLElement | null>;
  onCancel(): void;
  onDeleted(): void;
}

/** "Delete my data": what goes, the export first, then every row of the member's. */
export function DeleteDataDialog({ uid, returnFocus, onCancel, onDeleted }: DeleteDataDialogProps) {
  const intl = useIntl();
  const totals = useLibraryTotals(uid);
  const exporter = useExportDownload();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteLibrary(uid, queryClient);
    } catch (error) {
      setFailure(
        intl.formatMessage({ id: 'settings.delete.data.failed' }, { reason: failureReason(error) }),
      );
      setBusy(false);
      return;
    }
    void queryClient.invalidateQueries({ queryKey: libraryKeys.all(uid) });
    onDeleted();
  }

  return (
    <ConfirmDialog
      title={intl.formatMessage({ id: 'settings.delete.data.title' })}
      confirmLabel={intl.formatMessage({ id: 'settings.delete.data.button' })}
      busy={busy}
      failure={failure ?? exporter.failure}
      returnFocus={returnFocus}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        <FormattedMessage id="settings.delete.data.whatGoes" />
      </p>
      <LibraryTotalsList totals={totals} />
      <p>
        <FormattedMessage id="settings.delete.data.whatStays" />
      </p>
      <ExportFirst exporter={exporter} disabled={busy} />
    </ConfirmDialog>
  );
}

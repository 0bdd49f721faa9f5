import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness({ busy = false, onConfirm = () => undefined }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button ref={opener} type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open && (
        <ConfirmDialog
          title="Delete the list Heists?"
          confirmLabel="Delete list"
          busy={busy}
          failure={null}
          returnFocus={opener}
          onConfirm={onConfirm}
          onCancel={() => setOpen(false)}
        >
          <p>Heists will be deleted.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

async function openDialog(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const opener = screen.getByRole('button', { name: 'Delete' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Delete the list Heists?' });
  return { user, opener, dialog };
}

describe('ConfirmDialog', () => {
  it('gives Cancel the focus first, and the opener its focus back after Cancel', async () => {
    const { user, opener, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('Heists will be deleted.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('confirms with its button', async () => {
    const onConfirm = vi.fn();
    const { user, dialog } = await openDialog({ onConfirm });
    await user.click(within(dialog).getByRole('button', { name: 'Delete list' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels on Escape and on a click on the backdrop, as every modal dialog does', async () => {
    const { user, opener, dialog } = await openDialog();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    await user.click(opener);
    await user.click(screen.getByRole('dialog', { name: 'Delete the list Heists?' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog).not.toBeInTheDocument();
  });

  it('stays open while busy: its answer is on the way', async () => {
    const { user, dialog } = await openDialog({ busy: true });
    await user.keyboard('{Escape}');
    await user.click(dialog);
    expect(dialog).toBeInTheDocument();
  });

  it('keeps Tab inside the dialog', async () => {
    const { user, dialog } = await openDialog();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete list' });
    await user.tab();
    expect(confirm).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.tab({ shift: true });
    expect(confirm).toHaveFocus();
  });
});

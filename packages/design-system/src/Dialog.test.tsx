import { beforeAll, describe, expect, jest, test } from '@jest/globals';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BrandProvider } from './BrandProvider';
import { Dialog } from './Dialog';
import { shimDialog } from './test-support/dialog-shim';

beforeAll(shimDialog);

function Opener({ onClose, closeOnBackdrop }: { readonly onClose: () => void; readonly closeOnBackdrop: boolean }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog title="Speak with an Expert" closeLabel="Close" onClose={close} closeOnBackdrop={closeOnBackdrop}>
          <input aria-label="Name" />
          <button type="submit">Send</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  test('opens named by its title with focus on its first field; Close returns focus to the opener', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Opener onClose={onClose} closeOnBackdrop={false} />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Speak with an Expert' })).toHaveAttribute('open');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  test('Escape asks its owner to close it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    render(<Opener onClose={onClose} closeOnBackdrop={false} />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  test('Tab wraps from the last control to the first, and Shift+Tab the other way', async () => {
    const user = userEvent.setup();
    render(<Opener onClose={() => undefined} closeOnBackdrop={false} />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    screen.getByRole('button', { name: 'Send' }).focus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
  });

  test('a click outside the box closes it only when told to', async () => {
    const user = userEvent.setup();
    const kept = jest.fn();
    const { unmount } = render(<Opener onClose={kept} closeOnBackdrop={false} />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('dialog'), { clientX: 5000, clientY: 5000 });
    expect(kept).not.toHaveBeenCalled();
    unmount();

    const closed = jest.fn();
    render(<Opener onClose={closed} closeOnBackdrop />, { wrapper: BrandProvider });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('dialog'), { clientX: 5000, clientY: 5000 });
    expect(closed).toHaveBeenCalledTimes(1);
  });
});

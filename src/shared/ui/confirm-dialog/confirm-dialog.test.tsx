import { renderWithProviders } from '@test-support/render-with-providers';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

const renderDialog = async (props: Partial<ConfirmDialogProps> = {}) => {
  const onSubmit = vi.fn();
  const onCancel = vi.fn();
  await renderWithProviders(
    <ConfirmDialog
      open
      title="Delete record"
      message="This cannot be undone."
      submitLabel="Delete"
      cancelLabel="Cancel"
      onSubmit={onSubmit}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onSubmit, onCancel };
};

describe('ConfirmDialog', () => {
  it.each([
    [undefined, 'DeleteOutlinedIcon', 'MuiSvgIcon-colorError', 'MuiButton-colorError'],
    ['success', 'CheckCircleOutlinedIcon', 'MuiSvgIcon-colorSuccess', 'MuiButton-colorPrimary'],
    ['notify', 'InfoOutlinedIcon', 'MuiSvgIcon-colorInfo', 'MuiButton-colorPrimary'],
    ['warning', 'WarningAmberIcon', 'MuiSvgIcon-colorWarning', 'MuiButton-colorPrimary'],
  ] as const)('shows the icon and submit colour of type %s', async (type, testId, iconClass, submitClass) => {
    await renderDialog(type ? { type } : {});
    expect(screen.getByTestId(testId)).toHaveClass(iconClass);
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveClass(submitClass);
  });

  it('is an x-small modal with its title and message', async () => {
    await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Delete record' });
    expect(getComputedStyle(dialog).width).toBe('640px');
    expect(dialog).toHaveTextContent('This cannot be undone.');
  });

  it('submits and cancels', async () => {
    const { onSubmit, onCancel } = await renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables the busy submit button while loading', async () => {
    const { onSubmit } = await renderDialog({ loading: true });
    const submit = screen.getByRole('button', { name: 'Delete' });
    expect(submit).toBeDisabled();
    expect(submit).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

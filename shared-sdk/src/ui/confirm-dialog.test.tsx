import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Button from '@mui/material/Button';
import { ConfirmDialog, useConfirm } from './confirm-dialog';

function DeleteCourse({ remove }: { remove: (title: string) => Promise<unknown> }) {
  const deletion = useConfirm(remove);
  return (
    <>
      <Button onClick={() => deletion.ask('Rust for Web Developers')}>Delete Course</Button>
      <ConfirmDialog {...deletion.dialog} title="Delete Course?" description={`"${deletion.subject ?? ''}" and all its content will be deleted.`} />
    </>
  );
}

test('asks about its subject, named by its title and text, and Cancel takes nothing', async () => {
  const user = userEvent.setup();
  const remove = jest.fn(() => Promise.resolve());
  render(<DeleteCourse remove={remove} />);

  await user.click(screen.getByRole('button', { name: 'Delete Course' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete Course?' });
  expect(dialog).toHaveAccessibleDescription('"Rust for Web Developers" and all its content will be deleted.');

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(remove).not.toHaveBeenCalled();
});

test('runs the action on its subject once confirmed, holding the dialog open until it is done', async () => {
  const user = userEvent.setup();
  let finish = () => {};
  const remove = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  render(<DeleteCourse remove={remove} />);

  await user.click(screen.getByRole('button', { name: 'Delete Course' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));

  expect(remove).toHaveBeenCalledWith('Rust for Web Developers');
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  finish();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

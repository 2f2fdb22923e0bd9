import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, paths, routes, toastStore, type EducatorSummary } from '@lectern/shared-sdk';
import { buildEducatorSummary } from '@lectern/shared-sdk/testing';
import { renderPage } from '@lectern/shared-sdk/testing/render-page';
import { activeShare, EducatorsPage } from './educators-page';

const grace = () => buildEducatorSummary({ id: 31, name: 'Grace Hopper', email: 'grace@gmail.com', isApproved: true });
const alan = () => buildEducatorSummary({ id: 32, name: 'Alan Turing', email: 'alan@gmail.com', isApproved: true });
const ida = () => buildEducatorSummary({ id: 33, name: 'Ida Idle', email: 'ida@gmail.com', isApproved: false });

/** A fake back end that keeps its educators, so the list the page reads again after a change shows that change. */
function educatorServer(initial: EducatorSummary[]) {
  let educators = [...initial];
  return {
    listEducators: jest.fn(() => Promise.resolve([...educators])),
    setEducatorApproval: jest.fn((id: number, isApproved: boolean) => {
      educators = educators.map((educator) => (educator.id === id ? { ...educator, isApproved } : educator));
      return Promise.resolve(educators.find((educator) => educator.id === id)!);
    }),
    removeEducator: jest.fn((id: number) => {
      educators = educators.filter((educator) => educator.id !== id);
      return Promise.resolve({ message: 'Educator removed' });
    }),
  };
}

function renderEducators(api: Parameters<typeof renderPage>[1]['api']) {
  return renderPage(<EducatorsPage />, { pattern: routes.admin.educators, url: paths.admin.educators(), api });
}

const row = (name: string) => screen.getByRole('cell', { name }).closest('tr') as HTMLElement;
const dialogClosed = () => waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

beforeEach(() => toastStore.setState({ toasts: [] }));

test('active share is shown to one decimal', () => {
  expect(activeShare(2, 3)).toBe('66.7%');
  expect(activeShare(0, 0)).toBe('0.0%');
  expect(activeShare(3, 3)).toBe('100.0%');
});

test('shows cards, the Add Educator link and a row per educator with its status and actions', async () => {
  renderEducators(educatorServer([grace(), alan(), ida()]));
  expect(await screen.findByRole('cell', { name: 'Grace Hopper' })).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Add Educator' })).toHaveAttribute('href', paths.admin.addEducator());
  expect(within(screen.getByRole('group', { name: 'Total Educators' })).getByText('3')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Active Educators (66.7% of total)' })).getByText('2')).toBeInTheDocument();
  expect(within(row('Grace Hopper')).getByText('Active')).toBeInTheDocument();
  expect(within(row('Ida Idle')).getByText('Inactive')).toBeInTheDocument();
  expect(within(row('Grace Hopper')).getByRole('link', { name: 'View details of Grace Hopper' })).toHaveAttribute('href', paths.admin.educator(31));
  expect(within(row('Grace Hopper')).getByRole('button', { name: 'Make Inactive: Grace Hopper' })).toBeInTheDocument();
  expect(within(row('Ida Idle')).getByRole('button', { name: 'Make Active: Ida Idle' })).toBeInTheDocument();
});

test("says 'No educators found.' for an empty list or a failed load", async () => {
  renderEducators({ listEducators: jest.fn(() => Promise.reject(new ApiError(500, 'down'))) });
  expect(await screen.findByText('No educators found.')).toBeInTheDocument();
});

test('Make Inactive asks first; confirming updates the row and toasts', async () => {
  const user = userEvent.setup();
  const { api } = renderEducators(educatorServer([grace(), alan()]));
  await screen.findByRole('cell', { name: 'Grace Hopper' });

  await user.click(screen.getByRole('button', { name: 'Make Inactive: Grace Hopper' }));
  const dialog = screen.getByRole('dialog', { name: 'Make Educator Inactive?' });
  expect(dialog).toHaveTextContent('Grace Hopper will no longer be able to use educator features');
  await user.click(within(dialog).getByRole('button', { name: 'Make Inactive' }));

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.setEducatorApproval).toHaveBeenCalledWith(31, false);
  expect(within(row('Grace Hopper')).getByText('Inactive')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Active Educators (50.0% of total)' })).getByText('1')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'success', title: 'Educator made inactive.' })]);
});

test('Make Active on an inactive educator, and Cancel changes nothing', async () => {
  const user = userEvent.setup();
  const { api } = renderEducators(educatorServer([ida()]));
  await screen.findByRole('cell', { name: 'Ida Idle' });

  await user.click(screen.getByRole('button', { name: 'Make Active: Ida Idle' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Make Educator Active?' })).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.setEducatorApproval).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Make Active: Ida Idle' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Make Educator Active?' })).getByRole('button', { name: 'Make Active' }));
  await dialogClosed();
  expect(within(row('Ida Idle')).getByText('Active')).toBeInTheDocument();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ title: 'Educator made active.' })]);
});

test('a refused deactivation toasts the server message and keeps the row as it was', async () => {
  const user = userEvent.setup();
  renderEducators({ ...educatorServer([grace()]), setEducatorApproval: jest.fn(() => Promise.reject(new ApiError(404, 'Educator not found'))) });
  await screen.findByRole('cell', { name: 'Grace Hopper' });

  await user.click(screen.getByRole('button', { name: 'Make Inactive: Grace Hopper' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Make Inactive' }));

  await dialogClosed();
  expect(toastStore.getState().toasts).toEqual([
    expect.objectContaining({ severity: 'error', title: 'Failed to deactivate educator', description: 'Educator not found' }),
  ]);
  expect(within(row('Grace Hopper')).getByText('Active')).toBeInTheDocument();
});

test('Remove asks first, then removes the row and toasts; a failure keeps it', async () => {
  const user = userEvent.setup();
  const server = educatorServer([grace(), alan()]);
  const removeEducator = jest.fn(server.removeEducator).mockRejectedValueOnce(new ApiError(500, 'Internal server error'));
  renderEducators({ ...server, removeEducator });
  await screen.findByRole('cell', { name: 'Alan Turing' });

  await user.click(screen.getByRole('button', { name: 'Remove Alan Turing' }));
  expect(screen.getByRole('dialog', { name: 'Remove Educator?' })).toHaveTextContent('every course they created');
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await dialogClosed();
  expect(toastStore.getState().toasts).toEqual([expect.objectContaining({ severity: 'error', title: 'Failed to remove educator.' })]);
  expect(screen.getByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Remove Alan Turing' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await dialogClosed();
  expect(screen.queryByRole('cell', { name: 'Alan Turing' })).not.toBeInTheDocument();
  expect(removeEducator).toHaveBeenLastCalledWith(32);
  expect(toastStore.getState().toasts.at(-1)).toEqual(expect.objectContaining({ severity: 'success', title: 'Educator removed.' }));
  expect(within(screen.getByRole('group', { name: 'Total Educators' })).getByText('1')).toBeInTheDocument();
});

test('after a change the list and the cards are read again, with what else changed meanwhile', async () => {
  const user = userEvent.setup();
  const server = educatorServer([grace(), alan()]);
  renderEducators(server);
  await screen.findByRole('cell', { name: 'Alan Turing' });
  // Meanwhile another admin added Nia: what the server lists now is what the page must show after the change.
  server.listEducators.mockResolvedValue([grace(), buildEducatorSummary({ id: 34, name: 'Nia Newton', isApproved: false })]);

  await user.click(screen.getByRole('button', { name: 'Remove Alan Turing' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove' }));
  await dialogClosed();

  expect(server.listEducators).toHaveBeenCalledTimes(2);
  expect(screen.queryByRole('cell', { name: 'Alan Turing' })).not.toBeInTheDocument();
  expect(within(row('Nia Newton')).getByText('Inactive')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Total Educators' })).getByText('2')).toBeInTheDocument();
  expect(within(screen.getByRole('group', { name: 'Active Educators (50.0% of total)' })).getByText('1')).toBeInTheDocument();
});

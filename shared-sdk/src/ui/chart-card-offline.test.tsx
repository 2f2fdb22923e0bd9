import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartCard } from './chart-card';

// The chart's code cannot be fetched (a dropped connection): its lazy import rejects.
jest.mock('./chart', () => {
  throw new Error('Loading chunk chart failed');
});

test('a chart whose code cannot load leaves a note in its card, and the table still shows the figures', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  const user = userEvent.setup();
  render(
    <ChartCard
      title="Enrollments per week"
      description="Bars: enrollments made each week."
      categoryHeader="Week"
      categories={[{ label: '3 Nov' }, { label: '10 Nov' }]}
      series={[{ label: 'Enrollments', data: [2, 5] }]}
      emptyMessage="No enrollments in these weeks."
    />,
  );
  const card = screen.getByRole('region', { name: 'Enrollments per week' });
  expect(await within(card).findByText('The chart could not be loaded. Its figures are in the table view.')).toBeInTheDocument();

  await user.click(within(card).getByRole('button', { name: 'Table' }));
  const table = within(card).getByRole('table', { name: 'Enrollments per week' });
  expect(within(table).getByRole('row', { name: '10 Nov 5' })).toBeInTheDocument();
  logged.mockRestore();
});

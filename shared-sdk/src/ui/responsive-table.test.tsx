import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResponsiveTable, type TableColumn } from './responsive-table';

interface Person {
  id: number;
  name: string;
  email: string;
  courses: number;
}

const people: Person[] = [
  { id: 1, name: 'Ada Lovelace', email: 'ada@example.com', courses: 3 },
  { id: 2, name: 'Alan Turing', email: 'alan@example.com', courses: 0 },
];

function renderTable(options: { rows?: Person[]; loading?: boolean; onView?: (person: Person) => void; caption?: string } = {}) {
  const { rows = people, loading, onView = () => undefined, caption } = options;
  const columns: TableColumn<Person>[] = [
    { header: 'Name', cell: (person) => person.name },
    { header: 'Email', cell: (person) => person.email },
    { header: 'Courses', align: 'right', cell: (person) => person.courses },
    {
      header: 'Actions',
      align: 'right',
      actions: true,
      cell: (person) => (
        <button type="button" onClick={() => onView(person)}>
          View {person.name}
        </button>
      ),
    },
  ];
  const loadingProps = loading === undefined ? {} : { loading, loadingMessage: 'Loading people...' };
  render(<ResponsiveTable label="People" caption={caption} columns={columns} rows={rows} emptyMessage="Nobody yet." {...loadingProps} />);
  return screen.getByRole('table', { name: caption ?? 'People' });
}

test('is a table named by its label, with a header per column and a row per record', () => {
  const table = renderTable();
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Name', 'Email', 'Courses', 'Actions']);
  const [, first, second] = within(table).getAllByRole('row');
  expect(
    within(first!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['Ada Lovelace', 'ada@example.com', '3', 'View Ada Lovelace']);
  expect(within(second!).getByRole('cell', { name: 'Alan Turing' })).toBeInTheDocument();
});

test('labels each cell with its column for the stacked cards, except the actions', () => {
  const table = renderTable();
  const row = within(table).getAllByRole('row')[1]!;
  const labels = within(row)
    .getAllByRole('cell')
    .map((cell) => cell.getAttribute('data-label'));
  expect(labels).toEqual(['Name', 'Email', 'Courses', null]);
  // The header row stays in the table for screen readers, so each cell is still announced with its column.
  expect(within(table).getByRole('columnheader', { name: 'Email' }).closest('thead')).toBeInTheDocument();
});

test("a row's actions are buttons reachable by keyboard, in the row they act on", async () => {
  const onView = jest.fn();
  const table = renderTable({ onView });
  const user = userEvent.setup();
  await user.tab();
  expect(within(table).getByRole('button', { name: 'View Ada Lovelace' })).toHaveFocus();
  await user.tab();
  expect(within(table).getByRole('button', { name: 'View Alan Turing' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(onView).toHaveBeenCalledWith(people[1]);
});

test('is not a scrolling box: no focusable region and no maximum height around the table', () => {
  const table = renderTable();
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  for (let box = table.parentElement; box && box !== document.body; box = box.parentElement) {
    expect(box).not.toHaveAttribute('tabindex');
    expect(getComputedStyle(box).maxHeight).toMatch(/^(none|)$/);
    expect(getComputedStyle(box).overflowY).not.toMatch(/auto|scroll/);
  }
});

test('says so in one row while loading', () => {
  renderTable({ rows: [], loading: true });
  expect(within(screen.getByRole('table', { name: 'People' })).getAllByRole('row')[1]).toHaveTextContent('Loading people...');
});

test('says when there is nothing to list', () => {
  const table = renderTable({ rows: [] });
  const rows = within(table).getAllByRole('row');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toHaveTextContent('Nobody yet.');
  expect(within(rows[1]!).getByRole('cell')).toHaveAttribute('colspan', '4');
});

test('a caption, when given, titles and names the table', () => {
  const table = renderTable({ caption: 'Everyone' });
  expect(table).not.toHaveAttribute('aria-label');
  expect(within(table).getByText('Everyone').tagName).toBe('CAPTION');
});

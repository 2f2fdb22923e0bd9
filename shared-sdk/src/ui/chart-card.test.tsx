import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChartCard, formatCents, weekCategories, type ChartCardProps } from './chart-card';

const weeks: ChartCardProps = {
  title: 'Revenue per week',
  description: 'Bars: what sales brought each week.',
  categoryHeader: 'Week',
  categories: [{ label: '3 Nov' }, { label: '10 Nov' }, { label: '17 Nov' }],
  series: [
    { label: 'Revenue', data: [0, 123456, 4999], format: 'cents' },
    { label: 'Sales', data: [0, 30, 1], tableOnly: true },
  ],
  emptyMessage: 'No sales in these weeks.',
};

function rows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .map((row) => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent));
}

test('draws the chart first, named by its title and described for screen readers', async () => {
  render(<ChartCard {...weeks} />);
  const card = screen.getByRole('region', { name: 'Revenue per week' });
  const chart = within(card).getByRole('img', { name: 'Revenue per week' });
  expect(chart).toHaveAccessibleDescription('Bars: what sales brought each week.');
  expect(within(card).getByRole('button', { name: 'Chart' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  // The chart code arrives on its own; once there it draws an SVG inside the figure.
  await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
});

test('loads and draws the chart only once its place comes near the screen', async () => {
  // A browser's observer, driven by hand: the card starts below the fold.
  const observed: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined }[] = [];
  const original = globalThis.IntersectionObserver;
  globalThis.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observed.push({ callback, options });
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  try {
    render(<ChartCard {...weeks} />);
    const chart = screen.getByRole('img', { name: 'Revenue per week' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(chart.querySelector('svg')).toBeNull();
    expect(observed).toHaveLength(1);
    expect(observed[0]?.options?.rootMargin).toBe('200px');

    act(() => observed[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
  } finally {
    globalThis.IntersectionObserver = original;
  }
});

test('the table view lists every figure, drawn or derived, formatted, under a caption', async () => {
  const user = userEvent.setup();
  render(<ChartCard {...weeks} />);
  await user.click(screen.getByRole('button', { name: 'Table' }));
  const table = screen.getByRole('table', { name: 'Revenue per week' });
  expect(rows(table)).toEqual([
    ['Week', 'Revenue', 'Sales'],
    ['3 Nov', '$0.00', '0'],
    ['10 Nov', '$1,234.56', '30'],
    ['17 Nov', '$49.99', '1'],
  ]);
  expect(screen.queryByRole('img', { name: 'Revenue per week' })).not.toBeInTheDocument();
  // The table scrolls in a box of its own, which a keyboard can reach.
  expect(screen.getByRole('region', { name: 'Revenue per week table' })).toHaveAttribute('tabindex', '0');

  await user.click(screen.getByRole('button', { name: 'Chart' }));
  expect(screen.getByRole('img', { name: 'Revenue per week' })).toBeInTheDocument();
});

test('writes unknown figures as a dash, seconds as a clock and shows a category cell in place of its label', async () => {
  const user = userEvent.setup();
  render(
    <ChartCard
      title="Watch time"
      description="Average watch time against length."
      layout="horizontal"
      categoryHeader="Lesson"
      categories={[
        { label: 'Lesson 1: Intro', axisLabel: 'L1', cell: <a href="/lesson/1">Lesson 1: Intro</a> },
        { label: 'Lesson 2: Setup', axisLabel: 'L2' },
      ]}
      series={[
        { label: 'Average watched', data: [245, null], format: 'clock' },
        { label: 'Length', data: [600, 3725], format: 'clock' },
      ]}
      emptyMessage="Nobody has watched yet."
    />,
  );
  await user.click(screen.getByRole('button', { name: 'Table' }));
  expect(rows(screen.getByRole('table', { name: 'Watch time' }))).toEqual([
    ['Lesson', 'Average watched', 'Length'],
    ['Lesson 1: Intro', '4:05', '10:00'],
    ['Lesson 2: Setup', '—', '1:02:05'],
  ]);
  expect(screen.getByRole('link', { name: 'Lesson 1: Intro' })).toHaveAttribute('href', '/lesson/1');
});

test('says there is nothing to show, with no switch, when every drawn figure is zero', () => {
  render(
    <ChartCard
      {...weeks}
      series={[
        { label: 'Revenue', data: [0, 0, 0], format: 'cents' },
        { label: 'Sales', data: [3, 0, 0], tableOnly: true },
      ]}
    />,
  );
  const card = screen.getByRole('region', { name: 'Revenue per week' });
  expect(within(card).getByText('No sales in these weeks.')).toBeInTheDocument();
  expect(within(card).queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
  expect(within(card).queryByRole('img')).not.toBeInTheDocument();
});

test('a page may say it is empty itself, and shows placeholders while loading', () => {
  const { rerender } = render(<ChartCard {...weeks} isEmpty />);
  expect(screen.getByText('No sales in these weeks.')).toBeInTheDocument();
  rerender(<ChartCard {...weeks} loading />);
  expect(screen.getByRole('region', { name: 'Revenue per week' })).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('No sales in these weeks.')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Table' })).not.toBeInTheDocument();
});

test('names weeks by their Monday as day and short month, whatever the time zone, and writes cents as dollars', () => {
  expect(weekCategories([{ weekStart: '2026-11-03' }, { weekStart: '2026-01-26' }, { weekStart: '2025-12-29' }]).map((week) => week.label)).toEqual([
    '3 Nov',
    '26 Jan',
    '29 Dec',
  ]);
  expect(formatCents(123456)).toBe('$1,234.56');
  expect(formatCents(0)).toBe('$0.00');
  expect(formatCents(4999)).toBe('$49.99');
});

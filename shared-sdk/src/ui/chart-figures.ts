import type { ReactNode } from 'react';
import { formatClock } from '../core/duration';
import { formatCents, formatCount } from '../core/money';

// These helpers live here, not in the SDK's root, because only pages with charts use them: the root is in every
// page's first load, the public pages' included.

export { formatCents };

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A week by its Monday ('2026-11-03' → '3 Nov'): the calendar date it names, read in no time zone. */
export function formatWeekStart(weekStart: string): string {
  const [, month, day] = weekStart.split('-').map(Number);
  const name = month === undefined ? undefined : SHORT_MONTHS[month - 1];
  return name && day ? `${day} ${name}` : weekStart;
}

/** How a chart's figures read: a count, cents as dollars, a whole percent, or seconds as a clock ('4:05'). */
export type FigureFormat = 'count' | 'cents' | 'percent' | 'clock';

/** A figure as the table, the tooltip and the axis write it; a figure nobody knows (null) is a dash. */
export function formatFigure(value: number | null | undefined, format: FigureFormat = 'count'): string {
  if (value === null || value === undefined) return '—';
  switch (format) {
    case 'cents':
      return formatCents(value);
    case 'percent':
      return `${value}%`;
    case 'clock':
      return formatClock(value);
    default:
      return formatCount(value);
  }
}

/** One bar group or point of a chart, and one row of its table. */
export interface ChartCategory {
  /** The row's name, in the table and the tooltip ('Lesson 3: Hooks'). */
  label: string;
  /** A shorter name under the bars, where a phone has little room ('L3'); the label when absent. */
  axisLabel?: string;
  /** What the table's first cell shows instead of the label (a link to the thing). */
  cell?: ReactNode;
}

/** One series of figures, a figure per category (null: not known). */
export interface ChartSeries {
  label: string;
  data: readonly (number | null)[];
  format?: FigureFormat;
  /** Listed in the table only: a figure derived from the drawn ones (a share of the first). */
  tableOnly?: boolean;
}

/** What the lazily loaded chart draws: ChartCard hands it the drawn series only. */
export interface ChartViewProps {
  kind: 'bar' | 'line';
  /** 'horizontal': bars run left to right, one row per category (long names, a funnel). */
  layout: 'vertical' | 'horizontal';
  categories: readonly ChartCategory[];
  series: readonly ChartSeries[];
  height: number;
  /** The words on a bar, by category and series index (a count and its share); none when absent. */
  barLabel?: (categoryIndex: number, seriesIndex: number) => string | null;
}

/** The weeks of an insight or trend as categories: the Monday as a short date ('3 Nov'). */
export function weekCategories(weeks: readonly { weekStart: string }[]): ChartCategory[] {
  return weeks.map(({ weekStart }) => ({ label: formatWeekStart(weekStart) }));
}

/** True when every figure of the drawn series is zero or unknown: nothing happened, so the card says so instead. */
export function noFigures(series: readonly ChartSeries[]): boolean {
  return series.filter((one) => !one.tableOnly).every((one) => one.data.every((value) => !value));
}

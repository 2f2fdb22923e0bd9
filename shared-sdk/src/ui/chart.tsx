import { useColorScheme, useTheme, type CssVarsTheme, type Theme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { formatCount } from '../core/money';
import { formatFigure, type ChartViewProps } from './chart-figures';

/**
 * The drawing of a ChartCard, with MUI X Charts: loaded by ChartCard on its own (React.lazy), so a page shows its
 * figures before the chart code arrives and areas without charts never load it. It fills its card's width.
 */
export default function Chart({ kind, layout, categories, series, height, barLabel }: ChartViewProps) {
  // The shell's theme has its colour schemes; a standalone area's or a test's plain theme may not.
  const theme = useTheme<Theme & Partial<Pick<CssVarsTheme, 'colorSchemes'>>>();
  // The scheme on screen's own colours (a theme with CSS variables keeps its default scheme in theme.palette); the
  // chart draws in the browser only, so it can ask which scheme that is.
  const { colorScheme } = useColorScheme();
  const palette = (colorScheme && theme.colorSchemes?.[colorScheme]?.palette) || theme.palette;
  const colors = [palette.primary.main, palette.success.main, palette.warning.dark];
  // Categories by index: two top courses may share a title, and the axis names them short, the tooltip in full.
  const band = {
    data: categories.map((_, index) => index),
    valueFormatter: (index: number, context: AxisValueFormatterContext) => {
      const category = categories[index];
      if (!category) return '';
      return context.location === 'tick' ? (category.axisLabel ?? category.label) : category.label;
    },
  };
  const format = series[0]?.format ?? 'count';
  const largest = Math.max(0, ...series.flatMap((one) => one.data.map((figure) => figure ?? 0)));
  const value = {
    valueFormatter: (figure: number | null, context: AxisValueFormatterContext) =>
      // '$400' under the bars, '$400.00' in the tooltip.
      context.location === 'tick' && format === 'cents' && figure !== null && figure % 100 === 0
        ? `$${formatCount(figure / 100)}`
        : formatFigure(figure, format),
    // A count has no halves, cents are shown in whole dollars or more.
    tickMinStep: format === 'cents' ? 100 : 1,
    ...(format === 'clock' ? { tickInterval: minuteTicks(largest) } : {}),
    // Words after the longest bar need room inside the drawing, or a phone cuts them off: at 390 px the drawing is
    // about 170 px wide, and '11 · 100%' takes some 65 of them.
    ...(barLabel ? { max: Math.max(1, largest) * 2 } : {}),
  };
  const drawn = series.map((one, seriesIndex) => ({
    id: `series-${seriesIndex}`,
    label: one.label,
    data: [...one.data],
    color: colors[seriesIndex % colors.length],
    valueFormatter: (figure: number | null) => formatFigure(figure, one.format),
  }));
  const hideLegend = series.length < 2;

  if (kind === 'line') {
    return (
      <LineChart
        height={height}
        hideLegend={hideLegend}
        xAxis={[{ ...band, scaleType: 'point' }]}
        // Counts from zero, and straight between weeks: a smoothed line invents values between them.
        yAxis={[{ ...value, min: 0, width: 'auto' }]}
        series={drawn.map((one) => ({ ...one, showMark: true, curve: 'linear' as const }))}
      />
    );
  }
  const horizontal = layout === 'horizontal';
  return (
    <BarChart
      height={height}
      layout={layout}
      hideLegend={hideLegend}
      xAxis={horizontal ? [value] : [{ ...band, scaleType: 'band' }]}
      yAxis={horizontal ? [{ ...band, scaleType: 'band', width: 'auto' }] : [{ ...value, width: 'auto' }]}
      series={drawn.map((one, seriesIndex) => ({
        ...one,
        ...(barLabel
          ? { barLabel: (item: { dataIndex: number }) => barLabel(item.dataIndex, seriesIndex), barLabelPlacement: 'outside' as const }
          : {}),
      }))}
    />
  );
}

const MINUTE_STEPS = [1, 2, 5, 10, 15, 20, 30, 60, 120];

/** Ticks of a seconds axis on whole minutes (0:00, 5:00, 10:00…), at most six, up to `largest`. */
function minuteTicks(largest: number): number[] {
  const step = 60 * (MINUTE_STEPS.find((minutes) => largest / (minutes * 60) <= 5) ?? Math.ceil(largest / 300));
  return Array.from({ length: Math.floor(largest / step) + 1 }, (_, index) => index * step);
}

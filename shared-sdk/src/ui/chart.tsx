import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AxisValueFormatterContext } from '@mui/x-charts/models';
import { formatFigure, type ChartViewProps } from './chart-figures';

/**
 * The drawing of a ChartCard, with MUI X Charts: loaded by ChartCard on its own (React.lazy), so a page shows its
 * figures before the chart code arrives and areas without charts never load it. It fills its card's width.
 */
export default function Chart({ kind, layout, categories, series, height, barLabel }: ChartViewProps) {
  const theme = useTheme();
  const colors = [theme.palette.primary.main, theme.palette.success.main, theme.palette.warning.dark];
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
  const value = {
    valueFormatter: (figure: number | null) => formatFigure(figure, format),
    // A count has no halves, cents are shown in whole dollars or more, seconds in whole minutes or more.
    tickMinStep: format === 'cents' ? 100 : format === 'clock' ? 60 : 1,
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
        yAxis={[{ ...value, width: 'auto' }]}
        series={drawn.map((one) => ({ ...one, showMark: true }))}
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
        ...(barLabel ? { barLabel: (item: { dataIndex: number }) => barLabel(item.dataIndex, seriesIndex), barLabelPlacement: 'outside' as const } : {}),
      }))}
    />
  );
}

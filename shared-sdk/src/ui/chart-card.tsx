import { Component, lazy, Suspense, useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatFigure, noFigures, type ChartCategory, type ChartSeries, type ChartViewProps } from './chart-figures';
import { useNearView } from './use-near-view';
import { visuallyHidden } from './visually-hidden';

// What a page builds a card from (the package exports ui pieces as .tsx modules only).
export { formatCents, formatFigure, weekCategories, type ChartCategory, type ChartSeries, type FigureFormat } from './chart-figures';

// The chart library is the heaviest code of a page that draws one (about 100 KB compressed, and a long task to start):
// it arrives on its own, after the figures show, and only once a chart is on screen or about to be.
const Chart = lazy(() => import('./chart'));

export interface ChartCardProps {
  title: string;
  /** What the chart shows, in a sentence: the drawing's description for screen readers. */
  description: string;
  kind?: 'bar' | 'line';
  layout?: 'vertical' | 'horizontal';
  /** The header of the table's first column ('Week', 'Lesson'). */
  categoryHeader: string;
  categories: readonly ChartCategory[];
  /** Every series is a column of the table; all but the `tableOnly` ones are drawn. */
  series: readonly ChartSeries[];
  barLabel?: ChartViewProps['barLabel'];
  /** Words between the title and the chart, in both views: an average, the lesson where most stop. */
  summary?: ReactNode;
  /** Said instead of the chart and the table when there is nothing to show. */
  emptyMessage: string;
  /** Nothing to show; by default, when there is no category or every drawn figure is zero. */
  isEmpty?: boolean;
  loading?: boolean;
  /** The title's heading level: h3 inside a section of its own. */
  headingLevel?: 'h2' | 'h3';
}

type View = 'chart' | 'table';

/** Bars run across a row each when horizontal, so the chart grows with its categories instead of squeezing them. */
function chartHeight({ kind = 'bar', layout = 'vertical', categories, series }: Pick<ChartCardProps, 'kind' | 'layout' | 'categories' | 'series'>) {
  if (kind === 'line' || layout === 'vertical') return 260;
  const drawn = series.filter((one) => !one.tableOnly).length;
  return Math.max(160, categories.length * (14 + 16 * drawn) + (drawn > 1 ? 90 : 60));
}

/**
 * A titled chart with a Chart / Table switch: the table lists the same figures (and any derived ones) with a caption,
 * for screen readers and anyone who wants the numbers. Fills its container's width; the table scrolls inside its own
 * box on a narrow screen, never the page.
 */
export function ChartCard(props: ChartCardProps) {
  const { title, description, categories, series, summary, emptyMessage, loading = false, headingLevel = 'h2' } = props;
  const [view, setView] = useState<View>('chart');
  const headingId = useId();
  const descriptionId = useId();
  const isEmpty = props.isEmpty ?? (categories.length === 0 || noFigures(series));
  const height = chartHeight(props);
  // False on the server and in the render that hydrates its HTML; true once the chart's place is near the screen.
  const [nearRef, near] = useNearView<HTMLDivElement>();

  let body: ReactNode;
  if (loading) body = <Skeleton variant="rounded" height={height} />;
  else if (isEmpty)
    body = (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {emptyMessage}
      </Typography>
    );
  else if (view === 'table') body = <FigureTable {...props} />;
  else
    body = (
      <ChartBoundary fallback={<Typography color="text.secondary">The chart could not be loaded. Its figures are in the table view.</Typography>}>
        <Box ref={nearRef} role="img" aria-label={title} aria-describedby={descriptionId} sx={{ width: '100%', minWidth: 0, minHeight: height }}>
          <Box id={descriptionId} sx={visuallyHidden}>
            {description}
          </Box>
          {/* The chart library is drawn in the browser only: the server's HTML (and hydration) hold its place. */}
          {!near ? (
            <Skeleton variant="rounded" height={height} />
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={height} />}>
              <Chart
                kind={props.kind ?? 'bar'}
                layout={props.layout ?? 'vertical'}
                categories={categories}
                series={series.filter((one) => !one.tableOnly)}
                height={height}
                {...(props.barLabel ? { barLabel: props.barLabel } : {})}
              />
            </Suspense>
          )}
        </Box>
      </ChartBoundary>
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      aria-busy={loading}
      sx={{ p: { xs: 2, sm: 3 }, minWidth: 0, height: '100%' }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography id={headingId} variant="h6" component={headingLevel}>
          {title}
        </Typography>
        {!loading && !isEmpty && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: View | null) => next && setView(next)}
            aria-label={`Show ${title} as`}
          >
            <ToggleButton value="chart">Chart</ToggleButton>
            <ToggleButton value="table">Table</ToggleButton>
          </ToggleButtonGroup>
        )}
      </Stack>
      {summary && !loading ? <Box sx={{ mb: 2 }}>{summary}</Box> : null}
      {body}
    </Paper>
  );
}

function FigureTable({ title, categoryHeader, categories, series }: ChartCardProps) {
  return (
    <TableContainer role="region" aria-label={`${title} table`} tabIndex={0} sx={{ overflowX: 'auto', maxWidth: '100%' }}>
      <Table size="small" sx={{ '& caption': { captionSide: 'top', px: 0, pt: 0 } }}>
        <caption>{title}</caption>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {categoryHeader}
            </TableCell>
            {series.map((one) => (
              <TableCell key={one.label} component="th" scope="col" align="right">
                {one.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {categories.map((category, index) => (
            <TableRow key={index}>
              <TableCell component="th" scope="row" sx={{ minWidth: 140 }}>
                {category.cell ?? category.label}
              </TableCell>
              {series.map((one) => (
                <TableCell key={one.label} align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatFigure(one.data[index], one.format)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A chart whose code cannot be loaded (a dropped connection) leaves its card, not its page, with a note instead. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

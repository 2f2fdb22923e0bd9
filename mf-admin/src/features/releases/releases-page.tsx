import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { areaTitles, formatCount, RELEASE_HEALTH_HOURS, useReleaseHealth, type ReleaseHealth, type TelemetryArea } from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';

/** An area's name as a person reads it: "admin console", "shell" for the page around the areas. */
const areaTitle = (area: TelemetryArea) => (area === 'shell' ? 'shell' : areaTitles[area]);
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const milliseconds = (value: number | null) => (value === null ? '—' : value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

const columns: TableColumn<ReleaseHealth>[] = [
  { header: 'Release', rowHeader: true, cell: (row) => (row.release === 'working' ? 'Working build' : row.release) },
  { header: 'Sessions', align: 'right', cell: (row) => formatCount(row.sessions) },
  { header: 'Error rate', align: 'right', cell: (row) => `${(row.errorRate * 100).toFixed(1)}%` },
  { header: 'Load failures', align: 'right', cell: (row) => formatCount(row.loadFailures) },
  { header: 'LCP (p75)', align: 'right', cell: (row) => milliseconds(row.p75.LCP) },
  { header: 'INP (p75)', align: 'right', cell: (row) => milliseconds(row.p75.INP) },
  { header: 'CLS (p75)', align: 'right', cell: (row) => (row.p75.CLS === null ? '—' : row.p75.CLS.toFixed(2)) },
];

/**
 * How each area's releases are doing in browsers: page loads, the share of them in which the area threw, loads that
 * failed, and the 75th percentile of the Web Vitals of its pages, over the last day. Read again every 30 s.
 */
export function ReleasesPage() {
  const health = useReleaseHealth({ failure: 'Failed to load the releases' });
  const areas = health.data?.areas ?? [];
  return (
    <PageContainer>
      <PageHeader
        title="Releases"
        subtitle={`How each area's releases did in browsers over the last ${RELEASE_HEALTH_HOURS} hours: sessions, errors and Web Vitals.`}
      />
      {health.isPending ? (
        <PageLoading label="Loading the releases" />
      ) : areas.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {health.data ? 'No reports yet. Browsers report each area they load, with its release.' : 'The releases could not be loaded.'}
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={4}>
          {areas.map(({ area, releases }) => (
            <ResponsiveTable
              key={area}
              label={`Releases of the ${areaTitle(area)}`}
              caption={capitalised(areaTitle(area))}
              tableFrom={1000}
              columns={columns}
              rows={releases}
              rowKey={(row) => row.release}
              emptyMessage="No reports yet."
            />
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}

import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  areaTitles,
  formatCount,
  RELEASE_HEALTH_HOURS,
  useReleaseHealth,
  type AreaHealth,
  type ReleaseHealth,
  type RollbackRule,
  type TelemetryArea,
} from '@lectern/shared-sdk';
import { PageContainer } from '@lectern/shared-sdk/ui/page-container';
import { PageHeader } from '@lectern/shared-sdk/ui/page-header';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { CanaryPanel } from './canary-panel';
import { PreviewLinkForm } from './preview-link-form';
import { milliseconds } from './release-figures';
import { ReleaseHistory } from './release-history';

/** An area's name as a person reads it: "admin console", "shell" for the page around the areas. */
const areaTitle = (area: TelemetryArea) => (area === 'shell' ? 'shell' : areaTitles[area]);
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

const columns: TableColumn<ReleaseHealth>[] = [
  { header: 'Release', rowHeader: true, cell: (row) => (row.release === 'working' ? 'Working build' : row.release) },
  { header: 'Sessions', align: 'right', cell: (row) => formatCount(row.sessions) },
  { header: 'Error rate', align: 'right', cell: (row) => `${(row.errorRate * 100).toFixed(1)}%` },
  { header: 'Load failures', align: 'right', cell: (row) => formatCount(row.loadFailures) },
  { header: 'LCP (p75)', align: 'right', cell: (row) => milliseconds(row.p75.LCP) },
  { header: 'INP (p75)', align: 'right', cell: (row) => milliseconds(row.p75.INP) },
  { header: 'CLS (p75)', align: 'right', cell: (row) => (row.p75.CLS === null ? '—' : row.p75.CLS.toFixed(2)) },
];

/** The rule, in words, so nobody is surprised by a rollback. */
const ruleText = (rule: RollbackRule) =>
  `A canary is rolled back by itself when, over the last ${rule.windowMinutes} minutes since it started and with at least ${rule.minSessions} sessions on each side, ` +
  `its error rate is higher than the stable release's beyond chance (one-sided test at ${Math.round(rule.confidence * 100)} %), ` +
  `or its p75 LCP is more than ${rule.lcpMarginPercent} % slower.`;

function AreaSection({ health }: { health: AreaHealth }) {
  const title = areaTitle(health.area);
  return (
    <Paper component="section" variant="outlined" aria-label={capitalised(title)} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5}>
        <Typography variant="h5" component="h2">
          {capitalised(title)}
        </Typography>
        {health.package && <CanaryPanel health={health} areaPackage={health.package} title={title} />}
        {health.package && <PreviewLinkForm areaPackage={health.package} released={health.released} title={title} />}
        <Divider />
        <ResponsiveTable
          label={`Releases of the ${title}`}
          caption={`In browsers, last ${RELEASE_HEALTH_HOURS} hours`}
          tableFrom={760}
          columns={columns}
          rows={health.releases}
          rowKey={(row) => row.release}
          emptyMessage="No reports yet."
        />
        {health.package && (
          <Stack spacing={1}>
            <Typography variant="subtitle1" component="h3">
              History
            </Typography>
            <ReleaseHistory events={health.history} label={`History of the ${title}`} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Each area's releases: what is stable, the canary running with both sides' figures and Promote and Roll back, preview
 * links, how each release did in browsers over the last day, and the history of who changed what and why. Read again
 * every 30 s.
 */
export function ReleasesPage() {
  const health = useReleaseHealth({ failure: 'Failed to load the releases' });
  const areas = health.data?.areas ?? [];
  return (
    <PageContainer>
      <PageHeader title="Releases" subtitle="What each area serves, how its releases do in browsers, and who changed what." />
      {health.isPending ? (
        <PageLoading label="Loading the releases" />
      ) : !health.data ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">The releases could not be loaded.</Typography>
        </Paper>
      ) : (
        <Stack spacing={3}>
          {health.data.registry === 'unreadable' && (
            <Alert severity="warning">The release registry cannot be read here: every area is shown on its working build.</Alert>
          )}
          <Typography variant="body2" color="text.secondary">
            {ruleText(health.data.rule)}
          </Typography>
          {areas.map((area) => (
            <AreaSection key={area.area} health={area} />
          ))}
        </Stack>
      )}
    </PageContainer>
  );
}

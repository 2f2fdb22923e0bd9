import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import { areaTitles, formatDate, remoteNames, useLiveVersions, type BuildInfo, type LiveBuild } from '@lectern/shared-sdk';
import { thisBuild } from '@lectern/shared-sdk/release';
import { PageLoading } from '@lectern/shared-sdk/ui/page-loading';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { releaseOf } from '@lectern/shared-sdk/telemetry/release-label';

interface VersionRow {
  part: string;
  version: string;
  built: string;
  detail: string;
}

const UNREACHABLE = 'Not answering';
const columns: TableColumn<VersionRow>[] = [
  { header: 'Part', rowHeader: true, cell: (row) => row.part },
  { header: 'Version', cell: (row) => row.version },
  { header: 'Built', cell: (row) => row.built },
  { header: 'Live from', cell: (row) => row.detail },
];
const built = (build: Pick<BuildInfo, 'builtAt'> | null) => (build?.builtAt ? formatDate(build.builtAt) : build ? 'From source' : '—');
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** Where an area's live entry is: a release folder (releases/1.3.0/) or its working build. */
function liveFrom(area: LiveBuild): string {
  if (!area.entry) return 'Not registered';
  // The address's path names the release (its fragment may carry the entry's integrity).
  const release = releaseOf(area.entry);
  return release === 'working' ? 'Working build' : `Release ${release}`;
}

/**
 * The versions that are live, as each part of the platform answers now: this console (the code on this page), the
 * shell, each area at the address the registry gives it today, and the API with its database's migration level.
 */
export function AboutPanel() {
  const { data, isPending, isFetching, refetch } = useLiveVersions();
  if (isPending) return <PageLoading label="Loading versions" />;

  const liveConsole = data?.areas.mf_admin.build;
  const rows: VersionRow[] = [
    { part: 'This admin console', version: thisBuild.version, built: built(thisBuild), detail: 'The code on this page' },
    { part: 'Shell', version: data?.shell?.version ?? UNREACHABLE, built: built(data?.shell ?? null), detail: 'Layout, navigation and sign-in' },
    ...remoteNames.map((remote) => {
      const area = data?.areas[remote];
      return {
        part: capitalised(areaTitles[remote]),
        version: area?.build?.version ?? UNREACHABLE,
        built: built(area?.build ?? null),
        detail: area ? liveFrom(area) : 'Not registered',
      };
    }),
    {
      part: 'API',
      version: data?.api?.version ?? UNREACHABLE,
      built: built(data?.api ?? null),
      detail: data?.api ? `Database migration ${data.api.migration}` : '—',
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        Live versions
      </Typography>
      {liveConsole && liveConsole.version !== thisBuild.version && (
        <Alert severity="info">
          Admin console {liveConsole.version} is live; this page still runs {thisBuild.version}. Reload the page to use it.
        </Alert>
      )}
      <ResponsiveTable label="Live versions" size="small" tableFrom={560} columns={columns} rows={rows} rowKey={(row) => row.part} emptyMessage="" />
      <div>
        <Button variant="outlined" startIcon={<RefreshIcon />} onClick={() => void refetch()} disabled={isFetching}>
          Check again
        </Button>
      </div>
    </Stack>
  );
}

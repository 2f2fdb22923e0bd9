import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  attempt,
  formatCount,
  usePromoteCanary,
  useRollbackRelease,
  type AreaHealth,
  type DeployableArea,
  type ReleaseHealth,
} from '@lectern/shared-sdk';
import { ConfirmDialog } from '@lectern/shared-sdk/ui/confirm-dialog';
import { ResponsiveTable, type TableColumn } from '@lectern/shared-sdk/ui/responsive-table';
import { milliseconds, releaseTitle } from './release-figures';

type Side = ReleaseHealth & { side: 'Stable' | 'Canary' };

const sideColumns: TableColumn<Side>[] = [
  { header: 'Release', rowHeader: true, cell: (row) => `${row.side} ${releaseTitle(row.release)}` },
  { header: 'Sessions', align: 'right', cell: (row) => formatCount(row.sessions) },
  { header: 'Error rate', align: 'right', cell: (row) => `${(row.errorRate * 100).toFixed(1)}%` },
  { header: 'LCP (p75)', align: 'right', cell: (row) => milliseconds(row.p75.LCP) },
  { header: 'INP (p75)', align: 'right', cell: (row) => milliseconds(row.p75.INP) },
];

type Action = 'promote' | 'rollback';

/**
 * What an area serves and the actions on it: with a canary, both sides' figures since it started, and Promote and
 * Roll back; without one, Roll back undoes the last deploy. Each action is confirmed, with an optional reason that
 * goes in the history.
 */
export function CanaryPanel({ health, areaPackage, title }: { health: AreaHealth; areaPackage: DeployableArea; title: string }) {
  const promote = usePromoteCanary();
  const rollback = useRollbackRelease();
  const [asking, setAsking] = useState<Action | null>(null);
  const [reason, setReason] = useState('');
  const { canary } = health;
  const busy = promote.isPending || rollback.isPending;
  const close = () => {
    setAsking(null);
    setReason('');
  };
  const confirm = async () => {
    const change = asking === 'promote' ? promote : rollback;
    const trimmed = reason.trim();
    if (await attempt(change.mutateAsync({ area: areaPackage, ...(trimmed ? { reason: trimmed } : {}) }))) close();
  };
  // Something to roll back: a canary, or a stable release that is not the working build (the history shown is only
  // the latest part of it).
  const canRollBack =
    canary !== null || health.stable !== 'working' || health.history.some((event) => event.action === 'deploy' || event.action === 'promote');
  return (
    <Stack spacing={2}>
      <Typography>
        Stable release: <strong>{releaseTitle(health.stable)}</strong>
        {canary && (
          <>
            {' · '}Canary <strong>{canary.release}</strong> for {canary.share} % of people since{' '}
            <time dateTime={canary.since}>{new Date(canary.since).toLocaleString()}</time>
          </>
        )}
      </Typography>
      {canary && (
        <ResponsiveTable
          label={`Canary of the ${title} against its stable release`}
          caption="Since the canary started"
          tableFrom={800}
          columns={sideColumns}
          rows={[
            { ...canary.stableFigures, side: 'Stable' },
            { ...canary.canaryFigures, side: 'Canary' },
          ]}
          rowKey={(row) => row.side}
          emptyMessage="No figures yet."
        />
      )}
      {canRollBack && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {canary && (
            <Button variant="contained" onClick={() => setAsking('promote')}>
              Promote {canary.release}
            </Button>
          )}
          <Button variant="outlined" color="error" onClick={() => setAsking('rollback')}>
            Roll back
          </Button>
        </Stack>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={asking === 'promote' ? `Promote ${canary?.release ?? ''}?` : `Roll back the ${title}?`}
        description={
          asking === 'promote'
            ? `Everyone gets ${canary?.release ?? 'the canary'} on their next page load.`
            : canary
              ? `The canary ${canary.release} ends: everyone gets ${releaseTitle(health.stable)} on their next page load.`
              : 'What was stable before the last deploy is stable again, for everyone, on their next page load.'
        }
        details={
          <TextField
            label="Reason (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        }
        confirmLabel={asking === 'promote' ? 'Promote' : 'Roll back'}
        color={asking === 'promote' ? 'primary' : 'error'}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={close}
      />
    </Stack>
  );
}

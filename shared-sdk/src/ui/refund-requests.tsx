import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
// From the SDK's root, the one shared instance (a relative import would bundle a second copy into each remote).
import {
  attempt,
  formatDate,
  formatDollars,
  notify,
  useApproveRefund,
  useDeclineRefund,
  type Dispute,
  type RefundRequest,
} from '@lectern/shared-sdk';
import { ConfirmDialog, useConfirm } from './confirm-dialog';
import { CountedTextField } from './counted-text-field';
import { ResponsiveTable, type TableColumn } from './responsive-table';

const studentName = (row: RefundRequest) => row.student?.name ?? 'Deleted account';

const decidedText = (row: RefundRequest) =>
  row.status === 'refunded'
    ? row.source === 'provider'
      ? 'Refunded at the payment provider'
      : row.source === 'platform'
        ? 'Refunded automatically'
        : 'Refunded'
    : row.status === 'declined'
      ? `Declined: ${row.declineReason ?? ''}`
      : 'Refunding';

/** Asks for the reason a refund is declined: the student reads it on their Purchases page. */
function DeclineDialog({ request, onClose }: { request: RefundRequest | null; onClose: () => void }) {
  const decline = useDeclineRefund();
  const [reason, setReason] = useState('');
  const titleId = useId();
  const close = () => {
    setReason('');
    onClose();
  };
  const submit = () => {
    if (!request || reason.trim() === '') return;
    void attempt(decline.mutateAsync({ refundId: request.id, reason: reason.trim() }), () => {
      notify.success('Refund declined', `${studentName(request)} sees your reason on their Purchases page.`);
      close();
    });
  };
  return (
    <Dialog open={request !== null} onClose={decline.isPending ? undefined : close} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>Decline this refund?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {request ? `${studentName(request)} keeps ${request.courseTitle} and is not refunded. They see the reason you give.` : ''}
        </DialogContentText>
        <CountedTextField label="Reason" value={reason} onChange={setReason} max={500} minRows={2} autoFocus />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={decline.isPending}>
          Cancel
        </Button>
        <Button onClick={submit} variant="contained" color="error" disabled={reason.trim() === ''} loading={decline.isPending}>
          Decline refund
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The refund requests an educator (on their courses) or an admin decides: those waiting, with Approve (the money goes
 * back and the student's access ends) and Decline (with a reason); then those decided lately. A table on a wide
 * screen, cards on a phone.
 */
export function RefundRequests({ refunds, loading }: { refunds: readonly RefundRequest[] | undefined; loading: boolean }) {
  const approve = useApproveRefund();
  const approving = useConfirm((request: RefundRequest) =>
    attempt(approve.mutateAsync(request.id), () =>
      notify.success(
        'Refund approved',
        `${formatDollars(request.amount)} goes back to ${studentName(request)}, whose access to ${request.courseTitle} ends.`,
      ),
    ),
  );
  const [declining, setDeclining] = useState<RefundRequest | null>(null);

  const common: TableColumn<RefundRequest>[] = [
    { header: 'Student', rowHeader: true, cell: studentName, sx: { fontWeight: 600 } },
    { header: 'Course', cell: (row) => row.courseTitle },
    { header: 'Amount', align: 'right', cell: (row) => formatDollars(row.amount), sx: { whiteSpace: 'nowrap' } },
    { header: 'Watched', align: 'right', cell: (row) => `${row.watchedPercent}%` },
    { header: 'Asked on', cell: (row) => formatDate(row.requestedAt), sx: { whiteSpace: 'nowrap' } },
  ];
  const pendingColumns: TableColumn<RefundRequest>[] = [
    ...common,
    { header: 'Reason', cell: (row) => row.reason ?? '—' },
    {
      header: 'Actions',
      align: 'right',
      actions: true,
      cell: (row) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button
            size="small"
            variant="contained"
            color="success"
            onClick={() => approving.ask(row)}
            aria-label={`Approve the refund of ${row.courseTitle} for ${studentName(row)}`}
          >
            Approve
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => setDeclining(row)}
            aria-label={`Decline the refund of ${row.courseTitle} for ${studentName(row)}`}
          >
            Decline
          </Button>
        </Stack>
      ),
    },
  ];
  const decidedColumns: TableColumn<RefundRequest>[] = [...common, { header: 'Decision', cell: decidedText }];
  const pending = (refunds ?? []).filter((row) => row.status === 'requested');
  const decided = (refunds ?? []).filter((row) => row.status !== 'requested');

  return (
    <Stack spacing={4} component="section" aria-labelledby="refund-requests-heading">
      <Typography id="refund-requests-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        Refund requests
      </Typography>
      <ResponsiveTable
        label="Refund requests waiting for a decision"
        caption="Waiting for a decision"
        tableFrom={1000}
        columns={pendingColumns}
        rows={pending}
        loading={loading}
        loadingMessage="Loading refund requests"
        emptyMessage="No refund requests are waiting."
      />
      {decided.length > 0 && (
        <ResponsiveTable
          label="Recent refunds"
          caption="Decided in the last 30 days"
          tableFrom={1000}
          columns={decidedColumns}
          rows={decided}
          emptyMessage="None."
        />
      )}
      <ConfirmDialog
        {...approving.dialog}
        title="Approve this refund?"
        description={
          approving.subject
            ? `${formatDollars(approving.subject.amount)} goes back to ${studentName(approving.subject)}, and their access to ${approving.subject.courseTitle} ends. This cannot be undone.`
            : ''
        }
        confirmLabel="Approve refund"
        color="success"
      />
      <DeclineDialog request={declining} onClose={() => setDeclining(null)} />
    </Stack>
  );
}

const disputeColumns: TableColumn<Dispute>[] = [
  { header: 'Order', rowHeader: true, cell: (row) => `Order ${row.orderId}` },
  { header: 'Student', cell: (row) => row.student?.name ?? 'Deleted account' },
  { header: 'Total', align: 'right', cell: (row) => formatDollars(row.total) },
  { header: 'Disputed on', cell: (row) => formatDate(row.disputedAt), sx: { whiteSpace: 'nowrap' } },
];

/**
 * Payments a student disputed with their card's bank: the bank decides what goes back, so they cannot be refunded
 * here, and what the educators were paid for them is taken back meanwhile. Nothing when there are none.
 */
export function DisputedPayments({ disputes, caption }: { disputes: readonly Dispute[] | undefined; caption: string }) {
  if (!disputes?.length) return null;
  return (
    <Box sx={{ mt: 4 }}>
      <ResponsiveTable
        label="Disputed payments"
        caption={caption}
        tableFrom={700}
        columns={disputeColumns}
        rows={[...disputes]}
        rowKey={(row) => row.orderId}
        emptyMessage="No disputed payments."
      />
    </Box>
  );
}

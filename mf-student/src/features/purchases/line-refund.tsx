import { useState } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { attempt, formatDollars, formatLongDate, notify, useRequestRefund, type Id, type OrderLine } from '@lectern/shared-sdk';
import { INSTANT_REFUND_BELOW_PERCENT, REFUND_WINDOW_DAYS } from '@lectern/shared-sdk/refunds/schemas';
import { ConfirmDialog, useConfirm } from '@lectern/shared-sdk/ui/confirm-dialog';
import { CountedTextField } from '@lectern/shared-sdk/ui/counted-text-field';

/** A refund's state in words (the words say it; colour is never the only sign). */
function refundState(refund: NonNullable<OrderLine['refund']>): { text: string; color: 'text.secondary' | 'error.main' | 'success.main' } {
  if (refund.status === 'refunded') return { text: 'Refunded', color: 'success.main' };
  if (refund.status === 'declined') return { text: `Refund declined: ${refund.declineReason ?? 'no reason given'}`, color: 'error.main' };
  return { text: 'Refund requested', color: 'text.secondary' };
}

/** Under a course of a paid order: its refund's state, or "Request refund" while one may be asked. */
export function LineRefund({ orderId, line }: { orderId: Id; line: OrderLine }) {
  const requestRefund = useRequestRefund();
  const [reason, setReason] = useState('');
  const asking = useConfirm((courseId: Id) => {
    const why = reason.trim();
    return attempt(requestRefund.mutateAsync({ orderId, input: { courseId, ...(why ? { reason: why } : {}) } }), (refund) =>
      refund.status === 'refunded'
        ? notify.success('Refunded', `${formatDollars(refund.amount)} for ${refund.courseTitle} is on its way back to you.`)
        : notify.success('Refund requested', `The educator of ${refund.courseTitle} will review your request.`),
    );
  });

  if (line.refund) {
    const state = refundState(line.refund);
    return (
      <Typography variant="body2" sx={{ color: state.color, fontWeight: 600, overflowWrap: 'anywhere' }}>
        {state.text}
      </Typography>
    );
  }
  if (!line.refundableUntil || line.courseId === null) return null;
  const courseId = line.courseId;
  return (
    <>
      <Typography variant="body2" color="text.secondary">
        Refundable until {formatLongDate(line.refundableUntil)}
      </Typography>
      <Button
        size="small"
        variant="outlined"
        sx={{ mt: 0.5 }}
        aria-label={`Request refund for ${line.title}`}
        onClick={() => {
          setReason('');
          asking.ask(courseId);
        }}
      >
        Request refund
      </Button>
      <ConfirmDialog
        {...asking.dialog}
        title="Request a refund?"
        description={
          `Refunds can be requested within ${REFUND_WINDOW_DAYS} days of payment. If you have watched less than ` +
          `${INSTANT_REFUND_BELOW_PERCENT} % of ${line.title}, ${formatDollars(line.price)} goes back to you at once and the course ` +
          'leaves My Learning; otherwise its educator reviews your request.'
        }
        details={<CountedTextField label="Reason (optional)" value={reason} onChange={setReason} max={500} minRows={2} />}
        confirmLabel="Request refund"
        color="primary"
      />
    </>
  );
}

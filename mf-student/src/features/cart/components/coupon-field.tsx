import { useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import type { CartCoupon } from '@lectern/shared-sdk';

interface CouponFieldProps {
  coupon: CartCoupon | null;
  busy: boolean;
  /** Why the last code was refused, in the server's words: shown under the field. */
  error: string | null;
  onApply: (code: string) => void;
  onEdit: () => void;
  onRemove: () => void;
}

/** The cart's coupon: a field to apply a code (Apply or Enter), or the code applied, what it takes off, and Remove. */
export function CouponField({ coupon, busy, error, onApply, onEdit, onRemove }: CouponFieldProps) {
  const [code, setCode] = useState('');
  // Applying swaps the field for the applied code, and removing swaps it back: the keyboard's place follows (to
  // Remove, or to the field) instead of falling to the top of the page. A coupon there when the page opens takes nothing.
  const moveFocusRef = useRef(false);
  if (coupon) {
    return (
      <AppliedCoupon
        coupon={coupon}
        busy={busy}
        focusRemoveRef={moveFocusRef}
        onRemove={() => {
          moveFocusRef.current = true;
          onRemove();
        }}
      />
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    moveFocusRef.current = true;
    onApply(code.trim());
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Coupon code"
        size="small"
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          onEdit();
        }}
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{
          // Said as soon as it appears: the refusal comes back after the button was pressed.
          formHelperText: { role: 'alert' },
          htmlInput: { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, maxLength: 64 },
        }}
        sx={{ flex: 1, minWidth: 0 }}
        inputRef={(input: HTMLInputElement | null) => {
          if (input && moveFocusRef.current) {
            moveFocusRef.current = false;
            input.focus();
          }
        }}
      />
      <Button type="submit" variant="outlined" disabled={busy || code.trim() === ''} sx={{ flexShrink: 0, minHeight: 40 }}>
        Apply
      </Button>
    </Box>
  );
}

function AppliedCoupon({
  coupon,
  busy,
  focusRemoveRef,
  onRemove,
}: {
  coupon: CartCoupon;
  busy: boolean;
  focusRemoveRef: { current: boolean };
  onRemove: () => void;
}) {
  const remove = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusRemoveRef.current) return;
    focusRemoveRef.current = false;
    remove.current?.focus();
  }, [focusRemoveRef]);
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <LocalOfferOutlinedIcon fontSize="small" aria-hidden color="success" />
            Coupon {coupon.code}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {coupon.description}
          </Typography>
        </Box>
        <Button
          ref={remove}
          size="small"
          color="error"
          onClick={onRemove}
          disabled={busy}
          aria-label={`Remove coupon ${coupon.code}`}
          sx={{ flexShrink: 0 }}
        >
          Remove
        </Button>
      </Box>
      {coupon.unavailable && (
        <Typography variant="body2" color="warning.dark" sx={{ mt: 0.5 }}>
          {coupon.unavailable.message}
        </Typography>
      )}
    </Box>
  );
}

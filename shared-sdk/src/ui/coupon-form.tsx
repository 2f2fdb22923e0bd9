import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ApiError, notify, type CreateCouponInput } from '@lectern/shared-sdk';

/** 'All my courses', or one of them. */
const ALL = 'all';

interface CouponFormProps {
  courses: readonly { id: number; title: string }[];
  /** What a coupon for no one course covers: 'All my courses' (an educator's), 'Every course on the site' (an admin's). */
  allLabel: string;
  busy: boolean;
  create: (input: CreateCouponInput) => Promise<unknown>;
}

/** The end of a day the educator picked, in UTC: a coupon 'ends on' a date lasts through it. */
const endOfDay = (date: string) => `${date}T23:59:59.999Z`;

/** A new coupon: its code, percent or dollars off, which course (or all of `allLabel`), and optional end and limit. */
export function CouponForm({ courses, allLabel, busy, create }: CouponFormProps) {
  const [code, setCode] = useState('');
  const [kind, setKind] = useState<'percent' | 'amount'>('percent');
  const [value, setValue] = useState('');
  const [course, setCourse] = useState<string>(ALL);
  const [endsOn, setEndsOn] = useState('');
  const [maxUses, setMaxUses] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    const amount = Number(value);
    const input: CreateCouponInput = {
      code: code.trim(),
      kind,
      ...(kind === 'percent' ? { percentOff: amount } : { amountOff: amount }),
      courseId: course === ALL ? null : Number(course),
      endsAt: endsOn ? endOfDay(endsOn) : null,
      maxRedemptions: maxUses ? Number(maxUses) : null,
    };
    create(input).then(
      () => {
        notify.success('Coupon created', `${input.code.toUpperCase()} can be used now.`);
        setCode('');
        setValue('');
        setEndsOn('');
        setMaxUses('');
      },
      (failure: unknown) =>
        setError(failure instanceof ApiError && failure.message ? failure.message : 'The coupon could not be created. Try again.'),
    );
  };

  return (
    <Paper
      component="form"
      aria-labelledby="new-coupon"
      onSubmit={submit}
      noValidate={false}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id="new-coupon" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        New coupon
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
            fullWidth
            slotProps={{ htmlInput: { pattern: '[A-Za-z0-9_\\-]{3,32}', maxLength: 32, autoCapitalize: 'characters' } }}
            helperText="3 to 32 letters, digits, - or _"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField select label="Discount" value={kind} onChange={(event) => setKind(event.target.value as 'percent' | 'amount')} fullWidth>
            <MenuItem value="percent">Percent off</MenuItem>
            <MenuItem value="amount">Dollars off</MenuItem>
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label={kind === 'percent' ? 'Percent off' : 'Dollars off'}
            type="number"
            value={value}
            onChange={(event) => setValue(event.target.value)}
            required
            fullWidth
            slotProps={{ htmlInput: kind === 'percent' ? { min: 1, max: 100, step: 1 } : { min: 0.01, step: 0.01 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField select label="Applies to" value={course} onChange={(event) => setCourse(event.target.value)} fullWidth>
            <MenuItem value={ALL}>{allLabel}</MenuItem>
            {courses.map((item) => (
              <MenuItem key={item.id} value={String(item.id)}>
                {item.title}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Ends on (optional)"
            type="date"
            value={endsOn}
            onChange={(event) => setEndsOn(event.target.value)}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 4 }}>
          <TextField
            label="Most uses (optional)"
            type="number"
            value={maxUses}
            onChange={(event) => setMaxUses(event.target.value)}
            fullWidth
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
          />
        </Grid>
      </Grid>
      {error && (
        <Typography role="alert" color="error" sx={{ mt: 2 }}>
          {error}
        </Typography>
      )}
      <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={busy}>
        Create coupon
      </Button>
    </Paper>
  );
}

import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useSearchParams } from '@lectern/shared-sdk';
import { weeksOf, WEEK_SPANS } from '@lectern/shared-sdk';

export { WEEK_SPANS };

/**
 * The span a page shows and its setter, kept in the address (`?weeks=26`) so a reload or a shared link shows the
 * same span; anything but an offered span reads as the default.
 */
export function useWeeksParam(): [number, (weeks: number) => void] {
  const [params, setParams] = useSearchParams();
  const weeks = weeksOf(params);
  const setWeeks = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('weeks', String(next));
        return updated;
      },
      { replace: true },
    );
  return [weeks, setWeeks];
}

/** '12 weeks · 26 weeks · 52 weeks': how far back the per-week charts go. */
export function WeeksToggle({ weeks, onChange }: { weeks: number; onChange: (weeks: number) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={weeks}
      onChange={(_event, next: number | null) => next && onChange(next)}
      aria-label="Weeks shown"
    >
      {WEEK_SPANS.map((span) => (
        <ToggleButton key={span} value={span}>
          {span} weeks
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatTimeAgo, type ReleaseEvent } from '@lectern/shared-sdk';

const releaseName = (release: string) => (release === 'working' ? 'the working build' : release);

/** One change, as a sentence: "Canary 0.2.0 for 50 % of people", "Rolled back canary 0.2.0". */
export function eventText(event: ReleaseEvent): string {
  switch (event.action) {
    case 'deploy':
      return `Deployed ${releaseName(event.stable)}`;
    case 'canary':
      return `Canary ${event.canary ?? ''} for ${event.share ?? 0} % of people`;
    case 'promote':
      return `Promoted ${event.canary ?? event.stable} to everyone`;
    case 'rollback':
      return event.canary ? `Rolled back canary ${event.canary}` : `Rolled back to ${releaseName(event.stable)}`;
  }
}

const byWhom = (by: string | null) => (by === 'platform' ? 'automatically' : by === 'cli' ? 'from the command line' : by ? `by ${by}` : null);

/** The area's deploys, canaries, promotions and rollbacks, the latest first, each with who and why. */
export function ReleaseHistory({ events, label }: { events: ReleaseEvent[]; label: string }) {
  if (events.length === 0) return <Typography color="text.secondary">No deploys yet: the working build is live.</Typography>;
  return (
    <Box component="ol" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
      {events.map((event) => (
        <Box
          component="li"
          key={`${event.at}-${event.action}`}
          sx={{ borderLeft: 3, borderColor: event.by === 'platform' ? 'error.main' : 'divider', pl: 1.5 }}
        >
          <Typography variant="body2">
            <strong>{eventText(event)}</strong>
            {byWhom(event.by) ? ` ${byWhom(event.by)}` : ''}
            <Typography component="span" variant="body2" color="text.secondary">
              {' · '}
              <time dateTime={event.at} title={new Date(event.at).toLocaleString()}>
                {formatTimeAgo(event.at)}
              </time>
            </Typography>
          </Typography>
          {event.reason && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {event.reason}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

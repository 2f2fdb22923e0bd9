import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from '@lectern/shared-sdk';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

export interface QuickAction {
  label: string;
  description: string;
  to: string;
  icon: ReactNode;
  disabled?: boolean;
}

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        Quick Actions
      </Typography>
      <List disablePadding>
        {actions.map((action) => (
          <ListItem key={action.to} disablePadding>
            <ListItemButton component={RouterLink} to={action.to} disabled={action.disabled ?? false} sx={{ borderRadius: 1, px: 1 }}>
              <ListItemIcon sx={{ color: 'primary.main' }}>{action.icon}</ListItemIcon>
              <ListItemText primary={action.label} secondary={action.description} />
              <ChevronRightIcon color="action" aria-hidden />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

/** A dashboard's lower half: its main list, and the Quick Actions beside it (under it on a phone). */
export function WithQuickActions({ actions, children }: { actions: QuickAction[]; children: ReactNode }) {
  return (
    <Grid container spacing={{ xs: 2, md: 3 }}>
      <Grid size={{ xs: 12, md: 8 }}>{children}</Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <QuickActions actions={actions} />
      </Grid>
    </Grid>
  );
}

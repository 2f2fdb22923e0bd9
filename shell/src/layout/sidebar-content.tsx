import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useCurrentUser, useLocation } from '@lectern/shared-sdk';
import { UnansweredQuestionsBadge } from './unanswered-questions-badge';
import { isEntryActive, sidebarEntries } from './sidebar-entries';
import { SignedInBox } from './signed-in-box';

/** The role's navigation and, when signed in, the 'Signed in as' box. */
export function SidebarContent({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const entries = sidebarEntries(user?.role ?? null);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', overflowY: 'auto' }}>
      <Box component="nav" aria-label="Main" sx={{ flexGrow: 1, px: 1.5, py: 2 }}>
        <List disablePadding>
          {entries.map((entry) => {
            const Icon = entry.icon;
            const active = isEntryActive(entry, pathname);
            return (
              <ListItem key={entry.href} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={entry.href}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                  sx={{ mb: 0.5 }}
                >
                  <ListItemIcon sx={{ minWidth: 40 }}>
                    <Icon fontSize="small" />
                  </ListItemIcon>
                  <ListItemText primary={entry.label} />
                  {entry.badge === 'unanswered-questions' && <UnansweredQuestionsBadge />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Box>
      {user && <SignedInBox user={user} />}
    </Box>
  );
}

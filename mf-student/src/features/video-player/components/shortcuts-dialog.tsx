import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { lessonShortcuts } from '../keyboard-shortcuts';

/** The lesson page's keyboard shortcuts, opened by its 'Keyboard shortcuts' button or by '?'. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>Keyboard shortcuts</DialogTitle>
      <DialogContent>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1.25, m: 0, alignItems: 'center' }}>
          {lessonShortcuts.map(({ keys, does }) => (
            <Box key={does} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
                {keys.map((key) => (
                  <Box
                    key={key}
                    component="kbd"
                    sx={{
                      minWidth: 28,
                      px: 0.75,
                      py: 0.25,
                      border: 1,
                      borderColor: 'divider',
                      borderBottomWidth: 2,
                      borderRadius: 1,
                      bgcolor: 'action.hover',
                      fontFamily: 'inherit',
                      fontWeight: 700,
                      fontSize: '0.875rem',
                      textAlign: 'center',
                    }}
                  >
                    {key}
                  </Box>
                ))}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {does}
              </Box>
            </Box>
          ))}
        </Box>
        <Box component="p" sx={{ mt: 2, mb: 0, color: 'text.secondary', fontSize: '0.875rem' }}>
          They work anywhere on the page but in a text field; Space on a button presses the button.
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

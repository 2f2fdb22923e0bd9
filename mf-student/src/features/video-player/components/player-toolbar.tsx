import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import CheckIcon from '@mui/icons-material/Check';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import SpeedIcon from '@mui/icons-material/Speed';
import { PLAYBACK_SPEEDS, speedLabel, type PlaybackSpeed } from '../playback-speed';

interface PlayerToolbarProps {
  speed: PlaybackSpeed;
  onSpeed: (speed: PlaybackSpeed) => void;
  onShortcuts: () => void;
}

/** Under the video: the playback speed (a menu of 0.75x to 2x) and the keyboard shortcuts' help. */
export function PlayerToolbar({ speed, onSpeed, onShortcuts }: PlayerToolbarProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const choose = (next: PlaybackSpeed) => {
    onSpeed(next);
    setAnchor(null);
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
      <Button
        variant="outlined"
        size="small"
        startIcon={<SpeedIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Speed {speedLabel(speed)}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Playback speed' } }}
      >
        {PLAYBACK_SPEEDS.map((option) => (
          <MenuItem key={option} role="menuitemradio" aria-checked={option === speed} selected={option === speed} onClick={() => choose(option)}>
            <CheckIcon fontSize="small" sx={{ mr: 1, visibility: option === speed ? 'visible' : 'hidden' }} />
            {option === 1 ? 'Normal (1x)' : speedLabel(option)}
          </MenuItem>
        ))}
      </Menu>
      <Button size="small" startIcon={<KeyboardIcon />} onClick={onShortcuts} aria-keyshortcuts="?">
        Keyboard shortcuts
      </Button>
    </Box>
  );
}

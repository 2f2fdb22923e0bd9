import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import DarkModeOutlined from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlined from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlined from '@mui/icons-material/SettingsBrightnessOutlined';
import type { ColorSchemeMode } from '../app/color-scheme';

const choices: Array<{ mode: ColorSchemeMode; label: string; Icon: typeof DarkModeOutlined }> = [
  { mode: 'system', label: 'System', Icon: SettingsBrightnessOutlined },
  { mode: 'light', label: 'Light', Icon: LightModeOutlined },
  { mode: 'dark', label: 'Dark', Icon: DarkModeOutlined },
];

/**
 * The colour scheme's three choices as menu items (radio items: one is checked), for the user menu and the footer's
 * theme menu. A list of elements rather than a component: a menu moves its focus among its own children. MUI keeps
 * the choice (see app/color-scheme.ts); the page changes at once and the menu stays open.
 */
export function useColorSchemeItems() {
  const { mode, setMode } = useColorScheme();
  return choices.map(({ mode: choice, label, Icon }) => (
    <MenuItem key={choice} role="menuitemradio" aria-checked={mode === choice} selected={mode === choice} onClick={() => setMode(choice)}>
      <ListItemIcon>
        <Icon fontSize="small" />
      </ListItemIcon>
      {label}
    </MenuItem>
  ));
}

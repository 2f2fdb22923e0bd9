import Menu from '@mui/material/Menu';
import { useColorSchemeItems } from './color-scheme-items';

interface Props {
  menuId: string;
  buttonId: string;
  anchor: HTMLElement | null;
  close: () => void;
}

/** The footer's theme menu, a chunk of its own: it loads when the menu is first about to open. */
export function ColorSchemeMenu({ menuId, buttonId, anchor, close }: Props) {
  const items = useColorSchemeItems();
  return (
    <Menu
      id={menuId}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={close}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      transformOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId }, paper: { sx: { minWidth: 180 } } }}
    >
      {items}
    </Menu>
  );
}

import { lazy, Suspense, useId, useState } from 'react';
import Button from '@mui/material/Button';

// MUI's menu and the choices' icons load when the person reaches for the button, not with every page.
const ColorSchemeMenu = lazy(() => import('./color-scheme-menu').then((module) => ({ default: module.ColorSchemeMenu })));

/**
 * The footer's theme button: visitors have no user menu, and choose light, dark or the system's scheme here. Its
 * label stays the same whatever the choice (the server cannot know it), so hydration changes nothing; the menu says
 * which is checked.
 */
export function ColorSchemeButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  // Loaded once asked for: a pointer over the button or focus on it starts the download before the click.
  const [requested, setRequested] = useState(false);
  const request = () => setRequested(true);
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={request}
        onFocus={request}
        onClick={(event) => {
          request();
          setAnchor(event.currentTarget);
        }}
        sx={{ color: 'text.secondary', alignSelf: 'flex-start', px: 1, mx: -1 }}
      >
        Theme
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <ColorSchemeMenu menuId={menuId} buttonId={buttonId} anchor={anchor} close={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}

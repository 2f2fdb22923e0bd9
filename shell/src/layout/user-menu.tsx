import { lazy, Suspense, useId, useState, type MouseEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { initials, type User } from '@lectern/shared-sdk';
import { visuallyHidden } from '@lectern/shared-sdk/ui/visually-hidden';
import { useSignOut } from './use-sign-out';

// The menu's list and MUI's menu, popover and modal load when the person reaches for the button, not with every page.
const UserMenuPopup = lazy(() => import('./user-menu-popup').then((module) => ({ default: module.UserMenuPopup })));

export function UserMenu({ user }: { user: User }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const signOut = useSignOut();
  const menuId = useId();
  const open = anchor !== null;
  const close = () => setAnchor(null);
  // Loaded once asked for: a pointer over the button or focus on it starts the download before the click.
  const [requested, setRequested] = useState(false);
  const request = () => setRequested(true);

  return (
    <>
      <Button
        color="inherit"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={request}
        onFocus={request}
        onClick={(event: MouseEvent<HTMLElement>) => {
          request();
          setAnchor(event.currentTarget);
        }}
        sx={{ gap: 1, pl: 0.75, maxWidth: 260 }}
      >
        <Avatar
          aria-hidden
          src={user.profileImage ?? undefined}
          alt=""
          sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: '0.8rem', fontWeight: 700 }}
        >
          {initials(user.name)}
        </Avatar>
        {/* A phone's bar shows the avatar only (the search, cart and wishlist need the room); the name stays the button's name. */}
        <Box
          component="span"
          sx={(theme) => ({
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            maxWidth: 200,
            [theme.breakpoints.down('sm')]: visuallyHidden,
          })}
        >
          {user.name}
        </Box>
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <UserMenuPopup user={user} menuId={menuId} anchor={anchor} close={close} signOut={signOut} />
        </Suspense>
      )}
    </>
  );
}

import Link from '@mui/material/Link';

/** The page's main content: where the skip link takes focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard on every page: 'Skip to main content', out of sight until it is focused, so a
 * keyboard or switch user reaches the page past the top bar and the sidebar in two presses.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
        main.scrollIntoView({ block: 'start' });
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontWeight: 700,
        boxShadow: 3,
        transform: 'translateY(-200%)',
        '&:focus, &:focus-visible': { transform: 'none' },
      }}
    >
      Skip to main content
    </Link>
  );
}

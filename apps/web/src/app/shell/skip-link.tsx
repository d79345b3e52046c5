import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';

/** The id of the shell's <main>, where the skip link sends the keyboard focus. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content" (WCAG 2.4.1): the first stop of Tab on every page of the shell, out of
 * sight until focused, so a keyboard user passes the side navigation and toolbar in one key.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    // Focus moves without the router seeing a #hash navigation.
    event.preventDefault();
    const main = document.getElementById(MAIN_CONTENT_ID);
    main?.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      sx={(theme) => ({
        // Centred over the toolbar, clear of the logo and the buttons it would otherwise cover.
        position: 'fixed',
        top: 8,
        left: 0,
        right: 0,
        mx: 'auto',
        width: 'fit-content',
        zIndex: theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.25,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 4,
        textDecoration: 'underline',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      })}
    >
      Skip to main content
    </Box>
  );
}

import { Link } from '@mui/material';

export const MAIN_ID = 'main';

/**
 * The first stop of the Tab key: past the top bar and the menu, straight to the screen (WCAG 2.4.1).
 * Hidden until focused; it moves focus itself, so the address does not gain a '#main'.
 */
export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        // Over the bar's title, not over a control (targets must not overlap, WCAG 2.5.8).
        top: 8,
        left: '50%',
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        transform: 'translate(-50%, -200%)',
        '&:focus': { transform: 'translateX(-50%)' },
      }}
    >
      Skip to main content
    </Link>
  );
}

import { createTheme } from '@mui/material';

/** The keyboard focus ring: ≥ 6:1 against white and the light tints the portal uses (WCAG 2.4.7). */
const RING = '#0b57d0';
/** On the green top bar the ring is white (7.5:1 against it); the dark ring would be 2.5:1 there. */
const RING_ON_PRIMARY = '#ffffff';

// Contrast checked against WCAG AA for text on the primary colour and on white.
export const theme = createTheme({
  palette: { primary: { main: '#2e5d34' }, secondary: { main: '#6d4c2f' } },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        // One ring for every control, set here once. `body` outranks a component's own `outline: 0`
        // (ButtonBase, the grid's cells); `.Mui-focusVisible` covers switches and checkboxes, whose
        // focused <input> is invisible. Text fields keep their own 2 px primary border as their ring.
        'body :focus-visible:not(input, textarea), body .Mui-focusVisible': {
          outline: `3px solid ${RING}`,
          outlineOffset: 2,
        },
        // In a list or a grid, whose neighbours would cover a ring drawn outside, it is drawn inside. The
        // grid's own 1 px cell outline is outranked by naming its root.
        'body :is(.MuiListItemButton-root, .MuiMenuItem-root):focus-visible': { outlineOffset: -3 },
        'body .MuiDataGrid-root :is(.MuiDataGrid-cell, .MuiDataGrid-columnHeader):focus-visible': {
          outline: `3px solid ${RING}`,
          outlineOffset: -3,
        },
        'body .MuiAppBar-colorPrimary :focus-visible': { outlineColor: RING_ON_PRIMARY },
      },
    },
    MuiListItemButton: {
      styleOverrides: {
        // The current screen's item is plain to see at a glance: a bar, a stronger tint, bolder words.
        root: ({ theme }) => ({
          '&.Mui-selected': {
            backgroundColor: 'rgba(46, 93, 52, 0.14)',
            boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}`,
            '& .MuiListItemText-primary': { fontWeight: 600 },
            '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
          },
          '&.Mui-selected:hover': { backgroundColor: 'rgba(46, 93, 52, 0.2)' },
        }),
      },
    },
  },
});

import { createTheme } from '@mui/material';

// Contrast checked against WCAG AA for text on the primary colour and on white.
export const theme = createTheme({
  palette: { primary: { main: '#2e5d34' }, secondary: { main: '#6d4c2f' } },
});

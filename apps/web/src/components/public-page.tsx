import { Box, Container, Paper, Typography } from '@mui/material';
import { footerText, PRODUCT_NAME } from '@acorn/domain/shared';
import type { ReactNode } from 'react';

/** The frame of the pages shown without the shell: sign-in, password reset, sign-out, not found. */
export function PublicPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Container component="main" maxWidth="xs" sx={{ flex: 1, py: { xs: 4, sm: 8 } }}>
        <Typography component="p" variant="h6" color="primary" align="center" gutterBottom>
          {PRODUCT_NAME} Portal
        </Typography>
        <Paper sx={{ p: { xs: 3, sm: 4 } }}>
          <Typography component="h1" variant="h5" gutterBottom>
            {title}
          </Typography>
          {children}
        </Paper>
      </Container>
      <Typography component="footer" variant="body2" align="center" sx={{ py: 2 }}>
        {footerText(new Date().getFullYear())}
      </Typography>
    </Box>
  );
}

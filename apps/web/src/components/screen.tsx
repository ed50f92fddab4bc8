import { Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';

/** A signed-in screen's heading (its h1) and the document title. */
export function Screen({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useEffect(() => {
    document.title = `${title} · Acorn Portal`;
  }, [title]);
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1, flexWrap: 'wrap' }}
      >
        <Typography component="h1" variant="h5">
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </>
  );
}

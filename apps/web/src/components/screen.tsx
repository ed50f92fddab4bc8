import { Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';

/** A signed-in screen's heading (its h1) and the document title. */
export function Screen({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Acorn Portal`;
  }, [title]);
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

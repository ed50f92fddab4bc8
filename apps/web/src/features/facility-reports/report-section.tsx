import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/** A part of a report under its own heading (h2), named by it for assistive technology. */
export function ReportSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4, minWidth: 0 }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** How the figures are counted, in the domain's words, under the report. */
export function Definitions({ items }: { items: readonly string[] }) {
  return (
    <ReportSection title="How these figures are counted">
      {items.map((text) => (
        <Typography key={text} variant="body2" color="text.secondary" sx={{ mb: 1, maxWidth: 800 }}>
          {text}
        </Typography>
      ))}
    </ReportSection>
  );
}

import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { REPORT_TYPES, type ReportType } from '@acorn/domain/access';
import { REPORT_TYPE_LABELS } from '@acorn/domain/reports';
import { useState } from 'react';

/** Choose a type, then Generate: the report is taken on the server and shows in the list at once. */
export function GenerateReport({
  onGenerate,
  busy,
}: {
  onGenerate: (type: ReportType) => void;
  busy: boolean;
}) {
  const [type, setType] = useState<ReportType>('users_status');
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
      <TextField
        select
        size="small"
        label="Report type"
        value={type}
        onChange={(e) => setType(e.target.value as ReportType)}
        sx={{ minWidth: 240 }}
      >
        {REPORT_TYPES.map((t) => (
          <MenuItem key={t} value={t}>
            {REPORT_TYPE_LABELS[t]}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" disabled={busy} onClick={() => onGenerate(type)}>
        Generate
      </Button>
    </Stack>
  );
}

import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { CallLog } from '../call-log';
import { CheckInLog } from '../check-in-log';

/** Logs with tabs Calls and Check-Ins (spec doc 2 §2.1), each newest first. */
export function LogsSection({ userId }: { userId: number }) {
  const [shown, setShown] = useState<'calls' | 'check-ins'>('calls');
  return (
    <>
      <Tabs value={shown} onChange={(_, v: 'calls' | 'check-ins') => setShown(v)} aria-label="Logs">
        <Tab value="calls" label="Calls" id="log-tab-calls" aria-controls="log-panel" />
        <Tab value="check-ins" label="Check-Ins" id="log-tab-check-ins" aria-controls="log-panel" />
      </Tabs>
      <Box role="tabpanel" id="log-panel" aria-labelledby={`log-tab-${shown}`} sx={{ pt: 2 }}>
        {shown === 'calls' ? <CallLog userId={userId} /> : <CheckInLog userId={userId} />}
      </Box>
    </>
  );
}

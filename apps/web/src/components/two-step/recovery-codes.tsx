import { Alert, Box, Button, Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';
import { useState } from 'react';

/**
 * The ten recovery codes, shown this once: the person must say they have saved them before going on.
 * Copying puts them on the clipboard as lines, for a password manager or a printed note.
 */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const copy = () =>
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Stack spacing={2}>
      <Alert severity="success">Two-step sign-in is on.</Alert>
      <Typography>
        If you lose your phone, each of these recovery codes lets you sign in once. Keep them somewhere safe,
        away from your phone. You will not see them again.
      </Typography>
      <Box
        component="ol"
        aria-label="Recovery codes"
        sx={{ fontFamily: 'monospace', fontSize: '1.05rem', columns: { xs: 1, sm: 2 }, pl: 4, m: 0 }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box>
        <Button variant="outlined" onClick={() => void copy()}>
          Copy codes
        </Button>
        {copied && (
          <Typography component="span" role="status" sx={{ ml: 2 }}>
            Copied.
          </Typography>
        )}
      </Box>
      <FormControlLabel
        control={<Checkbox checked={saved} onChange={(e) => setSaved(e.target.checked)} />}
        label="I have saved these codes"
      />
      <Button variant="contained" disabled={!saved} onClick={onDone}>
        {doneLabel}
      </Button>
    </Stack>
  );
}

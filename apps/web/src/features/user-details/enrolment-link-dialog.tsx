import type { EnrolmentLink } from '@acorn/domain/tablet-link';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { formatDateMinutes } from '../../lib/format';
import { QrCode } from '../../components/qr-code';
import { makeEnrolmentLink } from './user-details-api';

/**
 * A one-time set-up link for the user's tablet app (issue 21): made when the dialog opens, shown as text
 * to copy and as a QR code to scan with the tablet's camera, valid 15 minutes and once. 'New link' spends
 * this one and makes another.
 */
export function EnrolmentLinkDialog({
  userId,
  name,
  onClose,
}: {
  userId: number;
  name: string;
  onClose: () => void;
}) {
  const dialogs = useDialogs();
  const titleId = useId();
  const [link, setLink] = useState<EnrolmentLink | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    let current = true;
    makeEnrolmentLink(userId).then(
      (made) => current && setLink(made),
      (error: unknown) => current && setFailed(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      current = false;
    };
  }, [userId, round]);

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      dialogs.notify('Link copied.');
    } catch {
      dialogs.notify('The link could not be copied; select it and copy it by hand.');
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Set up {name}’s tablet</DialogTitle>
      <DialogContent>
        {failed ? (
          <Alert severity="error">The link could not be made. {failed}</Alert>
        ) : !link ? (
          <LinearProgress aria-label="Making the link" />
        ) : (
          <>
            <Typography sx={{ mb: 2 }}>
              Open this link on the tablet, or scan the code with its camera, before{' '}
              {formatDateMinutes(link.expires_at)}. It works once; the tablet then connects by itself.
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
              <QrCode text={link.url} label={`QR code of the set-up link for ${name}’s tablet`} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
              <TextField
                label="Set-up link"
                value={link.url}
                slotProps={{ htmlInput: { readOnly: true } }}
                onFocus={(e) => e.target.select()}
                sx={{ flex: '1 1 16rem' }}
              />
              <Button variant="outlined" onClick={() => void copy(link.url)} sx={{ mt: 1 }}>
                Copy link
              </Button>
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button
          disabled={!link && !failed}
          onClick={() => {
            setLink(null);
            setFailed(null);
            setRound((n) => n + 1);
          }}
        >
          New link
        </Button>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

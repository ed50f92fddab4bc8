import { AUDIT_ACCESS } from '@acorn/domain/access';
import { confirmNameOf, ERASE_MESSAGES } from '@acorn/domain/audit';
import type { ResidentDetail } from '@acorn/domain/residents';
import Download from '@mui/icons-material/Download';
import { Box, Button, Menu, MenuItem, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { useAllowed } from '../../../../lib/session';
import { residentKeys } from '../../residents-api';
import { EraseDialog } from './erase-dialog';
import { downloadResidentData, eraseResident, type ExportFormat } from './resident-data-api';

const FORMATS: { format: ExportFormat; label: string }[] = [
  { format: 'pdf', label: 'PDF, to read or print' },
  { format: 'json', label: 'JSON, for another system' },
];

/**
 * Data & privacy: the resident's right to a copy of what is stored about them (Export data), and, for role
 * 1, to have it erased. Both are audited by the server.
 */
export function DataSection({ detail, onErased }: { detail: ResidentDetail; onErased: () => void }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  // Erasure's route takes the audit log's access (role 1).
  const mayErase = useAllowed(AUDIT_ACCESS);
  const menuId = useId();
  const [menuAt, setMenuAt] = useState<HTMLElement | null>(null);
  const [erasing, setErasing] = useState<'asking' | 'sending' | null>(null);
  const { user } = detail;
  const name = confirmNameOf(user);

  async function take(format: ExportFormat) {
    setMenuAt(null);
    const done = dialogs.progress('Preparing the file...');
    try {
      await downloadResidentData(user.user_id, format);
      done();
    } catch (error) {
      done();
      await dialogs.failure('Export data', 'The data could not be exported.', error);
    }
  }

  async function erase(typed: string) {
    setErasing('sending');
    try {
      await eraseResident(user.user_id, { confirm_name: typed });
      setErasing(null);
      await queryClient.invalidateQueries({ queryKey: residentKeys.pages });
      await dialogs.message({ title: 'Erased', text: ERASE_MESSAGES.erased });
      onErased();
    } catch (error) {
      setErasing('asking');
      await dialogs.failure('Erase personal data', 'The data could not be erased.', error);
    }
  }

  return (
    <Stack spacing={3}>
      <Box>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          A copy of the resident’s data
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Everything stored about {name}: profile, chat, health readings, check-ins, calls, activities, family
          links, tablet and commands. Taking a copy is recorded in the audit log.
        </Typography>
        <Button
          variant="outlined"
          startIcon={<Download />}
          aria-haspopup="menu"
          aria-expanded={menuAt ? 'true' : undefined}
          aria-controls={menuAt ? menuId : undefined}
          onClick={(e) => setMenuAt(e.currentTarget)}
          sx={{ minHeight: 44 }}
        >
          Export data
        </Button>
        <Menu id={menuId} anchorEl={menuAt} open={menuAt !== null} onClose={() => setMenuAt(null)}>
          {FORMATS.map(({ format, label }) => (
            <MenuItem key={format} onClick={() => void take(format)} sx={{ minHeight: 44 }}>
              {label}
            </MenuItem>
          ))}
        </Menu>
      </Box>
      {mayErase && (
        <Box>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Erase on request
          </Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            When the resident or their representative asks, remove their personal data for good.
          </Typography>
          <Button
            color="error"
            variant="outlined"
            onClick={() => setErasing('asking')}
            sx={{ minHeight: 44 }}
          >
            Erase personal data…
          </Button>
        </Box>
      )}
      {erasing && (
        <EraseDialog
          name={name}
          erasing={erasing === 'sending'}
          onErase={(typed) => void erase(typed)}
          onClose={() => setErasing(null)}
        />
      )}
    </Stack>
  );
}

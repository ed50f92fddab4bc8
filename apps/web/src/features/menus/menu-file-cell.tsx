import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Upload from '@mui/icons-material/UploadFile';
import { IconButton, Stack, Tooltip, Typography } from '@mui/material';
import {
  looksLikePdf,
  MENU_FILE_MESSAGES,
  MENU_FILE_TYPE,
  MENU_MAX_BYTES,
  type Menu,
} from '@acorn/domain/content';
import { formatStorage } from '@acorn/domain/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type ChangeEvent, type ReactElement } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { resourceKeys } from '../../components/resource-table/resource-api';
import { apiCall, download, openFile } from '../../lib/api';

const TITLE = 'Menus';
const fileUrl = (id: number) => `/v1/acorn/menus/${id}/file`;

/** What is wrong with a chosen file, checked as the server will check it, or null. */
async function problemWith(file: File): Promise<string | null> {
  if (file.size > MENU_MAX_BYTES) return MENU_FILE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return looksLikePdf(head) ? null : MENU_FILE_MESSAGES.notPdf;
}

/**
 * A menu's PDF: its name and size, Download and Open when there is one, and Upload PDF to add or replace
 * it: small named icon buttons, so the cell stays one line in a table of any width.
 */
export function MenuFileCell({ menu }: { menu: Menu }) {
  const input = useRef<HTMLInputElement>(null);
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const hasFile = menu.file_size !== null;
  const tell = (text: string) => dialogs.message({ title: TITLE, text });

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again is a new choice
    if (!file) return;
    const problem = await problemWith(file);
    if (problem) return tell(problem);
    const form = new FormData();
    form.append('file', file, file.name);
    try {
      await apiCall('post', '/v1/acorn/menus/{id}/file', { params: { id: menu.menus_id }, form });
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all('menus') });
      dialogs.notify(MENU_FILE_MESSAGES.uploaded);
    } catch (e) {
      await dialogs.failure(TITLE, MENU_FILE_MESSAGES.uploadFailed, e);
    }
  }

  const failing = (action: () => Promise<void>) => () =>
    void action().catch(() => tell(MENU_FILE_MESSAGES.downloadFailed));

  const name = menu.title ?? menu.file;
  const action = (label: string, named: string, icon: ReactElement, act: () => void) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={named} onClick={act}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
      <Typography variant="body2" noWrap sx={{ minWidth: 0, flexShrink: 1, mr: 0.5 }}>
        {hasFile ? `${menu.file} (${formatStorage(menu.file_size)})` : 'No PDF yet'}
      </Typography>
      {hasFile && (
        <>
          {action(
            'Download',
            `Download ${menu.file} of ${name}`,
            <Download fontSize="small" />,
            failing(() => download(fileUrl(menu.menus_id), menu.file)),
          )}
          {action(
            'Open',
            `Open ${menu.file} of ${name}`,
            <OpenInNew fontSize="small" />,
            failing(() => openFile(fileUrl(menu.menus_id))),
          )}
        </>
      )}
      <Tooltip title="Upload PDF">
        <IconButton size="small" aria-label={`Upload PDF for ${name}`} onClick={() => input.current?.click()}>
          <Upload fontSize="small" />
        </IconButton>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept={`${MENU_FILE_TYPE},.pdf`}
        hidden
        aria-hidden
        tabIndex={-1}
        onChange={(e) => void upload(e)}
      />
    </Stack>
  );
}

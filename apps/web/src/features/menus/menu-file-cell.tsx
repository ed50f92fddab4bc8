import Download from '@mui/icons-material/Download';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Upload from '@mui/icons-material/UploadFile';
import { Button, Stack, Typography } from '@mui/material';
import {
  formatStorage,
  looksLikePdf,
  MENU_FILE_MESSAGES,
  MENU_FILE_TYPE,
  MENU_MAX_BYTES,
  type Menu,
} from '@acorn/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, type ChangeEvent } from 'react';
import { useDialogs } from '../../components/dialogs/dialogs-context';
import { api, download, openFile } from '../../lib/api';

const TITLE = 'Menus';
const fileUrl = (id: number) => `/v1/acorn/menus/${id}/file`;

/** What is wrong with a chosen file, checked as the server will check it, or null. */
async function problemWith(file: File): Promise<string | null> {
  if (file.size > MENU_MAX_BYTES) return MENU_FILE_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return looksLikePdf(head) ? null : MENU_FILE_MESSAGES.notPdf;
}

/** A menu's PDF: its name and size, Download and Open when there is one, and Upload PDF to add or replace it. */
export function MenuFileCell({ menu, saved }: { menu: Menu; saved: boolean }) {
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
      await api<Menu>(fileUrl(menu.menus_id), { method: 'POST', body: form });
      await queryClient.invalidateQueries({ queryKey: ['menus'] });
      await tell(MENU_FILE_MESSAGES.uploaded);
    } catch (e) {
      await dialogs.failure(TITLE, MENU_FILE_MESSAGES.uploadFailed, e);
    }
  }

  const failing = (action: () => Promise<void>) => () =>
    void action().catch(() => tell(MENU_FILE_MESSAGES.downloadFailed));

  if (!saved) return <Typography variant="body2">Save the menu, then upload its PDF.</Typography>;
  const name = menu.title ?? menu.file;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
      <Typography variant="body2" noWrap sx={{ minWidth: 0, flexShrink: 1 }}>
        {hasFile ? `${menu.file} (${formatStorage(menu.file_size)})` : 'No PDF yet'}
      </Typography>
      {hasFile && (
        <>
          <Button
            size="small"
            startIcon={<Download />}
            aria-label={`Download ${menu.file} of ${name}`}
            onClick={failing(() => download(fileUrl(menu.menus_id), menu.file))}
          >
            Download
          </Button>
          <Button
            size="small"
            startIcon={<OpenInNew />}
            aria-label={`Open ${menu.file} of ${name}`}
            onClick={failing(() => openFile(fileUrl(menu.menus_id)))}
          >
            Open
          </Button>
        </>
      )}
      <Button
        size="small"
        startIcon={<Upload />}
        aria-label={`Upload PDF for ${name}`}
        onClick={() => input.current?.click()}
      >
        Upload PDF
      </Button>
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

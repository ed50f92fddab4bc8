import { MESSAGE_MAX_LENGTH, messageLength, TABLET_MESSAGES, validateMessage } from '@acorn/domain/tablets';
import Send from '@mui/icons-material/Send';
import { Box, Button, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDialogs } from '../../../../components/dialogs/dialogs-context';
import { residentKeys, sendChatMessage } from '../../residents-api';
import { useAction } from '../../../../lib/use-action';

/** Writes a staff message (1–85 characters, the spec's sentence beneath when not) and sends it. */
export function ChatComposer({ userId, name }: { userId: number; name: string }) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function send() {
    const wrong = validateMessage(text);
    setProblem(wrong);
    if (wrong) return;
    await sending.run();
  }

  const sending = useAction(async () => {
    try {
      await sendChatMessage(userId, text);
      setText('');
      await queryClient.invalidateQueries({ queryKey: residentKeys.chat(userId) });
    } catch (error) {
      await dialogs.failure('Error', TABLET_MESSAGES.sendMessageFailed, error);
    }
  });

  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}
    >
      <TextField
        label={`Message to ${name}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          // Enter sends, as in any chat; Shift+Enter starts a new line.
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
        size="small"
        multiline
        maxRows={4}
        fullWidth
        error={problem !== null}
        helperText={problem ?? `${messageLength(text)} / ${MESSAGE_MAX_LENGTH} characters`}
      />
      <Button
        type="submit"
        variant="contained"
        endIcon={<Send />}
        disabled={sending.busy}
        sx={{ flexShrink: 0 }}
      >
        Send
      </Button>
    </Box>
  );
}

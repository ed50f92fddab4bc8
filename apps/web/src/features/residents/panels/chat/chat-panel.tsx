import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useLayoutEffect, useRef, useState } from 'react';
import { visuallyHidden } from '../../../../components/visually-hidden';
import { ChatBubble } from './chat-bubble';
import { ChatComposer } from './chat-composer';
import { useChat } from './use-chat';

/** How near the top (px) scrolling up asks for older messages. */
const NEAR_TOP = 48;

/**
 * The conversation between staff and the resident's tablet, newest at the bottom; scrolling up (or the
 * button, by keyboard) loads older messages without moving what is being read. New messages are announced.
 */
export function ChatPanel({ userId, name }: { userId: number; name: string }) {
  const chat = useChat(userId);
  const { messages } = chat;
  const box = useRef<HTMLDivElement>(null);
  const before = useRef({
    oldest: undefined as number | undefined,
    newest: undefined as number | undefined,
    height: 0,
  });
  const [announcement, setAnnouncement] = useState('');

  // Older messages were put above: keep the reader's place. A new one below: follow it to the bottom.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const oldest = messages[0]?.message_id;
    const newest = messages.at(-1);
    const last = before.current;
    if (last.oldest !== undefined && oldest !== last.oldest) el.scrollTop += el.scrollHeight - last.height;
    else if (newest?.message_id !== last.newest) el.scrollTop = el.scrollHeight;
    if (
      last.newest !== undefined &&
      newest &&
      newest.message_id !== last.newest &&
      newest.sender === 'resident'
    )
      setAnnouncement(`New message from ${name}: ${newest.message}`);
    before.current = { oldest, newest: newest?.message_id, height: el.scrollHeight };
  }, [messages, name]);

  const older = () => {
    if (chat.hasNextPage && !chat.isFetchingNextPage) void chat.fetchNextPage();
  };

  if (chat.isPending) return <LinearProgress aria-label="Loading the conversation" />;
  if (chat.isError)
    return (
      <Alert severity="info" action={<Button onClick={() => void chat.refetch()}>Retry</Button>}>
        The conversation could not be loaded just now.
      </Alert>
    );
  return (
    <>
      <Box
        ref={box}
        onScroll={(e) => e.currentTarget.scrollTop < NEAR_TOP && older()}
        tabIndex={0}
        role="region"
        aria-label={`Conversation with ${name}`}
        sx={{
          height: { xs: '55vh', md: '50vh' },
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 1,
        }}
      >
        {chat.hasNextPage && (
          <Box sx={{ textAlign: 'center', mb: 1 }}>
            <Button size="small" onClick={older} disabled={chat.isFetchingNextPage}>
              {chat.isFetchingNextPage ? 'Loading older messages…' : 'Load older messages'}
            </Button>
          </Box>
        )}
        {messages.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            No messages yet. Write the first below.
          </Typography>
        ) : (
          <Box component="ol" aria-label="Messages" sx={{ m: 0, p: 0 }}>
            {messages.map((m) => (
              <ChatBubble key={m.message_id} message={m} residentName={name} />
            ))}
          </Box>
        )}
      </Box>
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <ChatComposer userId={userId} name={name} />
    </>
  );
}

import type { ChatMessage } from '@acorn/domain/residents';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveEvents } from '../../../../lib/live-events';
import { sharedKeys } from '../../../../lib/query-keys';
import { fetchChat, markChatRead, residentKeys } from '../../residents-api';
import { refetchAfterLiveEvent } from '../../../../lib/live-refetch';

/** The newest unread message from the resident among those shown, which staff have now seen. */
export const newestUnread = (messages: readonly ChatMessage[]) =>
  messages.findLast((m) => m.sender === 'resident' && !m.read_at);

/**
 * One resident's conversation, oldest first: the newest page first, older pages on demand (keyset by
 * message id). It follows the tablet live, and marks the resident's messages read once they are shown.
 */
export function useChat(userId: number) {
  const queryClient = useQueryClient();
  const queryKey = residentKeys.chat(userId);
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchChat(userId, pageParam),
    initialPageParam: undefined as number | undefined,
    // Pages run newest to oldest; the next one is older than the oldest message held.
    getNextPageParam: (last) => (last.has_more ? last.items[0]?.message_id : undefined),
  });
  const messages = (query.data?.pages ?? []).toReversed().flatMap((page) => page.items);

  useLiveEvents((event) => {
    if (event.user_id !== userId) return;
    if (event.type === 'message' || event.type === 'command' || event.type === 'message_read')
      refetchAfterLiveEvent(queryClient, queryKey);
  });

  const unread = newestUnread(messages)?.message_id;
  const marked = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (unread === undefined || marked.current === unread) return;
    marked.current = unread;
    void markChatRead(userId, unread).then(() => {
      // The row's badge and the header's count drop for everyone (the server tells the others live).
      void queryClient.invalidateQueries({ queryKey: residentKeys.pages });
      void queryClient.invalidateQueries({ queryKey: sharedKeys.notificationCount });
    });
  }, [unread, userId, queryClient]);

  return { ...query, messages };
}

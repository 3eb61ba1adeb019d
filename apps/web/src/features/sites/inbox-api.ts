import type { FormMessage, MessageFolder, MessageListResponse, MessageUpdateRequest, UnreadCountsResponse } from '@sitecraft/shared/forms';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiBase, apiRequest } from '../../shared/api/api-client.ts';

/** Messages asked for at a time; older ones come with "Show older messages". */
export const MESSAGES_PAGE_SIZE = 20;

const UNREAD = ['unread-messages'];
const messagesKey = (trackId: string, host: string) => ['site-messages', trackId, host];
const messagesPath = (trackId: string, host: string) => `/sites/${encodeURIComponent(trackId)}/sites/${encodeURIComponent(host)}/messages`;

/** Unread inbox messages of each of the account's sites, for the site cards. */
export const useUnreadCounts = () => useQuery({ queryKey: UNREAD, queryFn: ({ signal }) => apiRequest<UnreadCountsResponse>('/sites/unread-messages', { signal }), retry: false });

/** One folder of a site's messages, newest first, a page at a time. */
export const useMessages = (trackId: string, host: string, folder: MessageFolder) =>
  useInfiniteQuery({
    queryKey: [...messagesKey(trackId, host), folder],
    queryFn: ({ signal, pageParam }) => {
      const query = new URLSearchParams({ folder, limit: String(MESSAGES_PAGE_SIZE) });
      if (pageParam !== undefined) query.set('before', String(pageParam));
      return apiRequest<MessageListResponse>(`${messagesPath(trackId, host)}?${query}`, { signal });
    },
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    retry: false,
  });

function useInboxChange<Input, Output>(trackId: string, host: string, request: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: messagesKey(trackId, host) }), client.invalidateQueries({ queryKey: UNREAD })]),
  });
}

/** Read / unread, and spam / not spam (folder 'spam' or 'inbox'). */
export const useUpdateMessage = (trackId: string, host: string) =>
  useInboxChange(trackId, host, ({ id, update }: { id: number; update: MessageUpdateRequest }) =>
    apiRequest<FormMessage>(`${messagesPath(trackId, host)}/${id}`, { method: 'PATCH', body: update }),
  );

export const useDeleteMessage = (trackId: string, host: string) =>
  useInboxChange(trackId, host, (id: number) => apiRequest<{ success: true }>(`${messagesPath(trackId, host)}/${id}`, { method: 'DELETE' }));

/** A folder as CSV: the session cookie authorises it, so a plain link downloads it. */
export const messagesCsvUrl = (trackId: string, host: string, folder: MessageFolder) =>
  `${apiBase}${messagesPath(trackId, host)}.csv?folder=${folder}`;

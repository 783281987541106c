import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type {
  ContactsResponse,
  PresenceSettings,
  RecentResponse,
} from '../../../shared/protocol/index.ts';
import { queryClient } from '../../lib/queries.tsx';
import { subscribe } from '../../lib/subscribe.ts';
import { api } from '../session/session.ts';
import { useSocket } from '../session/useRealtime.ts';

export const contactsKey = (userId: string) => ['contacts', userId] as const;
export const recentKey = (userId: string) => ['recent', userId] as const;
export const presenceKey = (userId: string) => ['presence', userId] as const;

export function useContacts(userId: string) {
  return useQuery({
    queryKey: contactsKey(userId),
    queryFn: ({ signal }) => api.get<ContactsResponse>('/api/contacts', { signal }),
  });
}

export function useRecent(userId: string) {
  return useQuery({
    queryKey: recentKey(userId),
    queryFn: ({ signal }) => api.get<RecentResponse>('/api/recent', { signal }),
  });
}

export function usePresence(userId: string) {
  return useQuery({
    queryKey: presenceKey(userId),
    queryFn: ({ signal }) => api.get<PresenceSettings>('/api/me/presence', { signal }),
  });
}

/**
 * While People is open: a contact coming online or going offline changes its row at once, and
 * a new contact (both chose "Keep in touch") appears in the list and in Recent.
 */
export function useLivePeople(userId: string): void {
  const socket = useSocket();
  useEffect(() => {
    if (!socket) return;
    return subscribe(socket, {
      contactPresence: ({ id, online }) =>
        queryClient.setQueryData<ContactsResponse>(contactsKey(userId), (res) =>
          res ? { items: res.items.map((c) => (c.id === id ? { ...c, online } : c)) } : res,
        ),
      contactAdded: () => {
        void queryClient.invalidateQueries({ queryKey: contactsKey(userId) });
        void queryClient.invalidateQueries({ queryKey: recentKey(userId) });
      },
      // presence missed while the socket was away: read the list again
      connect: () => void queryClient.invalidateQueries({ queryKey: contactsKey(userId) }),
    });
  }, [socket, userId]);
}

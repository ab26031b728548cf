import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  countUnreadNotifications,
  listNotifications,
  readAllNotifications,
  readNotification,
} from '@kalasetu/shared/api/notifications';
import type { NotificationFilter } from '@kalasetu/shared/notifications';
import { request } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

const notificationsQueryKey = REALTIME_KEYS.notifications;

export const useNotifications = (filter: NotificationFilter) =>
  useQuery({
    queryKey: [...notificationsQueryKey, 'list', filter],
    queryFn: ({ signal }) => request(listNotifications, { query: { filter }, signal }),
  });

/** The bell's number; refreshed by live events and every minute as a fallback. */
export const useUnreadNotificationCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...notificationsQueryKey, 'unread-count'],
    queryFn: async ({ signal }) => (await request(countUnreadNotifications, { signal })).unreadCount,
    enabled,
    refetchInterval: 60_000,
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => (await request(readNotification, { params: { id } })).notification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request(readAllNotifications),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

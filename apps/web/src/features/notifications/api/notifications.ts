import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Notification,
  NotificationFilter,
  NotificationsResponse,
  UnreadCountResponse,
} from '@kalasetu/shared/notifications';
import { api } from '../../../lib/api-client';
import { REALTIME_KEYS } from '../../../lib/realtime-keys';

export const notificationsQueryKey = REALTIME_KEYS.notifications;

export const notificationsQueryOptions = (filter: NotificationFilter) =>
  queryOptions({
    queryKey: [...notificationsQueryKey, 'list', filter],
    queryFn: ({ signal }) => api<NotificationsResponse>(`/api/notifications?filter=${filter}`, { signal }),
  });

export const useNotifications = (filter: NotificationFilter) => useQuery(notificationsQueryOptions(filter));

/** The bell's number; refreshed by live events and every minute as a fallback. */
export const useUnreadNotificationCount = (enabled: boolean) =>
  useQuery({
    queryKey: [...notificationsQueryKey, 'unread-count'],
    queryFn: async ({ signal }) =>
      (await api<UnreadCountResponse>('/api/notifications/unread-count', { signal })).unreadCount,
    enabled,
    refetchInterval: 60_000,
  });

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await api<{ notification: Notification }>(`/api/notifications/${id}/read`, { method: 'POST' }))
        .notification,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ updated: number }>('/api/notifications/read-all', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}

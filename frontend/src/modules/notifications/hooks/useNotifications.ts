import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchNotificationPreferences,
  fetchNotifications,
  readNotifications,
  saveNotificationPreferences,
} from '../../../api/notifications';
import { NOTIFICATION_PREFERENCES_KEY, NOTIFICATIONS_KEY } from '../queryKeys';

/** The newest notifications and the unread count (refreshed live by `notifications.changed`). */
export function useNotifications() {
  return useQuery({
    queryKey: [...NOTIFICATIONS_KEY, 'list'],
    queryFn: () => fetchNotifications(),
  });
}

export function useReadNotifications() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => readNotifications(ids),
    onSuccess: () => client.invalidateQueries({ queryKey: [...NOTIFICATIONS_KEY, 'list'] }),
  });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: fetchNotificationPreferences,
  });
}

export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreferences,
    onSuccess: (saved) => client.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved),
  });
}

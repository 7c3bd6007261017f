import '../notifications.css';
import { Button, Classes, Menu, MenuItem, Popover, Tag, type IconName } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { AppNotification } from '../../../api/notifications';
import { formatDateTime } from '../../../lib/intl';
import { useNotifications, useReadNotifications } from '../hooks/useNotifications';
import { notificationText } from '../notificationText';

/** Each kind's icon (literal: the icon pack is made from the source). */
const KIND_ICON = {
  assigned: 'person',
  run_failed: 'error',
  review_waiting: 'annotation',
  source_changed: 'changes',
  quota_near: 'dashboard',
} as const satisfies Record<AppNotification['kind'], IconName>;

/** The bell: unread count, the newest notifications, each leading where it is about. */
export function NotificationBell() {
  const { t, i18n } = useTranslation();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const notifications = useNotifications();
  const read = useReadNotifications();
  const unread = notifications.data?.unread ?? 0;
  const label =
    unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell');

  const follow = (notification: AppNotification) => {
    if (!notification.read) read.mutate([notification.id]);
    setOpen(false);
    if (notification.link) navigate(notification.link);
  };

  const list = notifications.data?.data ?? [];
  return (
    <Popover
      isOpen={open}
      onInteraction={setOpen}
      placement="bottom-end"
      content={
        <div className="ams-notifications" data-testid="notifications">
          <div className="ams-notifications-head">
            <strong>{t('notifications.title')}</strong>
            <Button
              variant="minimal"
              size="small"
              icon="tick"
              text={t('notifications.readAll')}
              disabled={unread === 0}
              data-testid="notifications-read-all"
              onClick={() => read.mutate(undefined)}
            />
          </div>
          {list.length === 0 ? (
            <p className={`${Classes.TEXT_MUTED} ams-notifications-empty`}>
              {t('notifications.empty')}
            </p>
          ) : (
            <Menu className="ams-notifications-list">
              {list.map((notification) => {
                const { text, detail } = notificationText(t, notification);
                return (
                  <MenuItem
                    key={notification.id}
                    multiline
                    icon={KIND_ICON[notification.kind]}
                    className={notification.read ? undefined : 'ams-notification-unread'}
                    data-testid={`notification-${notification.id}`}
                    data-read={notification.read}
                    onClick={() => follow(notification)}
                    text={
                      <>
                        <span className="ams-notification-text" dir="auto">
                          {text}
                        </span>
                        {detail && (
                          <span className="ams-notification-detail" dir="auto">
                            {detail}
                          </span>
                        )}
                        <span className="ams-notification-time">
                          {formatDateTime(notification.createdAt, i18n.language)}
                        </span>
                      </>
                    }
                  />
                );
              })}
            </Menu>
          )}
        </div>
      }
    >
      <Button
        variant="minimal"
        icon="notifications"
        aria-label={label}
        title={label}
        data-testid="notification-bell"
        data-unread={unread}
      >
        {unread > 0 && (
          <Tag round intent="danger" className="ams-notification-count">
            {unread > 99 ? '99+' : unread}
          </Tag>
        )}
      </Button>
    </Popover>
  );
}

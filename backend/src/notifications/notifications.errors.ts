import { defineErrors } from '../core/http/error-codes';

/** A person's notifications. */
export const NOTIFICATION_ERRORS = defineErrors({
  kindTwice: {
    status: 400,
    code: 'notification.kind_twice',
    message: 'Each kind of notification may be chosen once.',
  },
});

/** The number of unread notifications beside the sidebar's Inbox entry; nothing when all are read. */
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useUnreadCount } from '../api/get-unread-count';

export function UnreadBadge() {
  const { t } = useTranslation('notifications');
  const { data } = useUnreadCount();
  const count = data?.count ?? 0;
  if (count <= 0) return null;
  const shown = count > 99 ? '99+' : String(count);
  return (
    <>
      {/* The leading space keeps the link's name "Inbox 3 unread" rather than "Inbox3". */}
      <VisuallyHidden>{` ${t('badge', { shown })}`}</VisuallyHidden>
      {/* red.9: white on the default red-6 is 3.8:1, under WCAG AA. */}
      <Badge size="sm" color="red.9" variant="filled" circle={count < 10} aria-hidden>
        {shown}
      </Badge>
    </>
  );
}

/** A news item's review status (SPEC §4) as a colored badge, the same on every list. */
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import type { NewsStatus } from '@newsroom/shared';

const colorOf: Record<NewsStatus, string> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
  Archived: 'gray',
};

export function NewsStatusBadge({ status }: { status: NewsStatus }) {
  const { t } = useTranslation('desk');
  return (
    <Badge color={colorOf[status]} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The edit form's way to an item's history: its earlier revisions, compared and restorable (/news-revisions/{id}). */
import { Link } from 'react-router';
import { Anchor, Group } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../lib/paths';

export function NewsHistoryLink({ newsId }: { newsId: string }) {
  const { t } = useTranslation('desk');
  return (
    <Anchor component={Link} to={paths.newsRevisions.getHref(newsId)} size="sm" w="fit-content">
      <Group gap={4} component="span" wrap="nowrap">
        <IconHistory size={16} aria-hidden />
        {t('form.history')}
      </Group>
    </Anchor>
  );
}

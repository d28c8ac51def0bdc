/** What a public list page (a category, an author) shows when what it lists does not exist: titled, with a way home. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { paths } from '../../../lib/paths';
import { useSiteTitle } from '../../../lib/site';

export function ListNotFound({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  const { t } = useTranslation('news');
  const documentTitle = useSiteTitle(title);
  return (
    <EmptyState py={64} icon={icon} withIndicatorBackground>
      <title>{documentTitle}</title>
      <EmptyState.Title order={1}>{title}</EmptyState.Title>
      <EmptyState.Description>{text}</EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.home.getHref()}>
          {t('backToHome')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** Loads the item an edit form or the reader shows, with SPEC's loading text and a clear message when it cannot be shown. */
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import { newsMessages, type News } from '@newsroom/shared';
import { LoadFailure } from '../../../components/load-failure';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useNewsItem } from '../api/get-news';
import { useNewsListHref } from './news-form-navigation';

/** The reason in the reader's language: ours for 404 and 403, else the server's (a shared message) or ours. */
function newsLoadErrorMessage(error: unknown, t: TFunction<'desk'>, message: (text: string) => string): string {
  if (isApiError(error, 404)) return message(newsMessages.notFound);
  if (isApiError(error, 403)) return t('load.forbidden');
  return message(errorMessage(error, t('load.failed')));
}

function NewsLoadError({ error, withBackToList }: { error: unknown; withBackToList: boolean }) {
  const { t } = useTranslation('desk');
  const message = useMessage();
  const listHref = useNewsListHref();
  return (
    <LoadFailure
      title={isApiError(error, 404) ? t('load.notFoundTitle') : t('load.cannotOpenTitle')}
      message={newsLoadErrorMessage(error, t, message)}
      back={withBackToList ? { label: t('load.backToList'), href: listHref } : undefined}
    />
  );
}

interface NewsItemLoaderProps {
  id: string;
  /** Offer a way back on failure; off where the page has its own Back button. */
  withBackToList?: boolean;
  /** Renders the loaded item. */
  children: (news: News) => ReactNode;
}

export function NewsItemLoader({ id, withBackToList = true, children }: NewsItemLoaderProps) {
  const { t } = useTranslation('desk');
  const query = useNewsItem(id);
  if (query.isPending) {
    return (
      <Text role="status" py="md">
        {t('load.loading')}
      </Text>
    );
  }
  if (query.isError) return <NewsLoadError error={query.error} withBackToList={withBackToList} />;
  return children(query.data);
}

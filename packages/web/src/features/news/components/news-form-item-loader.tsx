/** Loads the item an edit form or the reader shows, with SPEC's loading text and a clear message when it cannot be shown. */
import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import { newsMessages, type News } from '@newsroom/shared';
import { LoadFailure } from '../../../components/load-failure';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { useNewsItem } from '../api/get-news';
import { useNewsListHref } from './news-form-navigation';

const newsLoadMessages = {
  forbidden: 'You can only open content that you wrote.',
  failed: 'The content could not be loaded. Please try again.',
} as const;

function newsLoadErrorMessage(error: unknown): string {
  if (isApiError(error, 404)) return newsMessages.notFound;
  if (isApiError(error, 403)) return newsLoadMessages.forbidden;
  return errorMessage(error, newsLoadMessages.failed);
}

function NewsLoadError({ error, withBackToList }: { error: unknown; withBackToList: boolean }) {
  const listHref = useNewsListHref();
  return (
    <LoadFailure
      title={isApiError(error, 404) ? 'Not found' : 'Cannot open this content'}
      message={newsLoadErrorMessage(error)}
      back={withBackToList ? { label: 'Back to List', href: listHref } : undefined}
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
  const query = useNewsItem(id);
  if (query.isPending) {
    return (
      <Text role="status" py="md">
        Loading...
      </Text>
    );
  }
  if (query.isError) return <NewsLoadError error={query.error} withBackToList={withBackToList} />;
  return children(query.data);
}

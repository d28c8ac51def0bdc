/**
 * The card grid of a paged public list (SPEC §2, §9): 1 column on phones, 2 on small screens, 3 from medium.
 * The next page loads as the reader nears the end, and a Load more button does the same for keyboards and
 * for browsers without IntersectionObserver. A failed list shows the empty state (SPEC §8) and a quiet retry.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import type { News, Page } from '@newsroom/shared';
import { NewsCard } from './news-card';
import { GRID_COLUMNS } from './news-grid-columns';

// What a grid shows only while loading or when empty comes on demand: a page the server rendered has its stories.
const LoadingGrid = lazy(async () => ({ default: (await import('./news-grid-loading')).LoadingGrid }));
const NewsGridEmpty = lazy(async () => ({ default: (await import('./news-grid-empty')).NewsGridEmpty }));

interface NewsGridProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<News>>>;
  onOpen: (news: News) => void;
  playVideoInline?: boolean;
  /** The cards' modal shows no more than the card: a card opens it before the app has come too (news-card.tsx). */
  openBeforeApp?: boolean;
}

/** Asks for the next page whenever the sentinel below the grid comes within reach of the viewport. */
function useLoadOnApproach(query: NewsGridProps['query']) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, data } = query;
  const pagesLoaded = data?.pages.length ?? 0;

  useEffect(() => {
    const target = sentinel.current;
    // After a failed page the reader decides when to try again (the button), so a dead network is not hammered.
    if (!target || !hasNextPage || isFetchingNextPage || isFetchNextPageError || typeof IntersectionObserver === 'undefined') return;
    // A fresh observer per loaded page reports at once if the sentinel is still in view (tall screens).
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '0px 0px 600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, pagesLoaded]);

  return sentinel;
}

/**
 * After Load more, focus moves to the first new card, so a keyboard reader carries on where the new stories
 * start instead of being dropped to the top of the page when the button goes away.
 */
function useFocusFirstNew(itemCount: number) {
  const grid = useRef<HTMLDivElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const index = firstNew.current;
    if (index === null || itemCount <= index) return;
    firstNew.current = null;
    grid.current?.querySelectorAll<HTMLElement>('h2 [role="button"]')[index]?.focus();
  }, [itemCount]);
  return { grid, expectNewFrom: (index: number) => (firstNew.current = index) };
}

export function NewsGrid({ query, onOpen, playVideoInline, openBeforeApp }: NewsGridProps) {
  const { t } = useTranslation('news');
  const sentinel = useLoadOnApproach(query);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { grid, expectNewFrom } = useFocusFirstNew(items.length);
  if (query.isPending) {
    return (
      <Suspense fallback={null}>
        <LoadingGrid />
      </Suspense>
    );
  }

  if (items.length === 0) {
    return (
      <Suspense fallback={null}>
        <NewsGridEmpty failed={query.isError} retrying={query.isRefetching} onRetry={() => void query.refetch()} />
      </Suspense>
    );
  }

  return (
    <Stack gap="xl">
      {/* The first card's picture is the page's largest on a phone: it loads at once and first, the rest when scrolled near. */}
      <SimpleGrid ref={grid} cols={GRID_COLUMNS} spacing="lg" verticalSpacing="lg">
        {items.map((news, index) => (
          <NewsCard
            key={news.id}
            news={news}
            onOpen={onOpen}
            priority={index === 0}
            playVideoInline={playVideoInline}
            openBeforeApp={openBeforeApp}
          />
        ))}
      </SimpleGrid>
      <div ref={sentinel} aria-hidden />
      {query.hasNextPage && (
        <Stack align="center" gap="xs">
          {query.isFetchNextPageError && (
            <Text size="sm" c="dimmed" role="status">
              {t('grid.moreFailed')}
            </Text>
          )}
          <Button
            variant="light"
            onClick={() => {
              expectNewFrom(items.length);
              void query.fetchNextPage();
            }}
            loading={query.isFetchingNextPage}
          >
            {t('grid.loadMore')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

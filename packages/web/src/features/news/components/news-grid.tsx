/**
 * The card grid of a paged public list (SPEC §2, §9): 1 column on phones, 2 on small screens, 3 from medium.
 * The next page loads as the reader nears the end, and a Load more button does the same for keyboards and
 * for browsers without IntersectionObserver. A failed list shows the empty state (SPEC §8) and a quiet retry.
 */
import { useEffect, useRef } from 'react';
import { Button, EmptyState, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconNews } from '@tabler/icons-react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { newsMessages, type News, type Page } from '@newsroom/shared';
import { NewsCard } from './news-card';

/** Cards in the first row load their pictures at once; the rest wait until scrolled near. */
const PRIORITY_CARDS = 3;
const GRID_COLUMNS = { base: 1, sm: 2, md: 3 };

interface NewsGridProps {
  query: UseInfiniteQueryResult<InfiniteData<Page<News>>>;
  onOpen: (news: News) => void;
  playVideoInline?: boolean;
}

function LoadingGrid() {
  return (
    <div role="status" aria-live="polite">
      <VisuallyHidden>Loading...</VisuallyHidden>
      <SimpleGrid cols={GRID_COLUMNS} spacing="lg" aria-hidden>
        {Array.from({ length: 6 }, (_, index) => (
          <Paper key={index} withBorder radius="lg" style={{ overflow: 'hidden' }}>
            <Skeleton radius={0} style={{ aspectRatio: '16 / 9', height: 'auto' }} />
            <Stack gap="sm" p="md">
              <Skeleton height={18} width="30%" />
              <Skeleton height={22} />
              <Skeleton height={14} />
              <Skeleton height={14} width="70%" />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </div>
  );
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
    grid.current?.querySelectorAll<HTMLButtonElement>('h3 button')[index]?.focus();
  }, [itemCount]);
  return { grid, expectNewFrom: (index: number) => (firstNew.current = index) };
}

export function NewsGrid({ query, onOpen, playVideoInline }: NewsGridProps) {
  const sentinel = useLoadOnApproach(query);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const { grid, expectNewFrom } = useFocusFirstNew(items.length);
  if (query.isPending) return <LoadingGrid />;

  if (items.length === 0) {
    return (
      <EmptyState
        py={48}
        icon={<IconNews size={28} aria-hidden />}
        withIndicatorBackground
        title={newsMessages.noContentFound}
        description={query.isError ? 'The stories could not be loaded just now.' : undefined}
      >
        {query.isError && (
          <EmptyState.Actions>
            <Button variant="subtle" size="xs" onClick={() => void query.refetch()} loading={query.isRefetching}>
              Try again
            </Button>
          </EmptyState.Actions>
        )}
      </EmptyState>
    );
  }

  return (
    <Stack gap="xl">
      <SimpleGrid ref={grid} cols={GRID_COLUMNS} spacing="lg" verticalSpacing="lg">
        {items.map((news, index) => (
          <NewsCard key={news.id} news={news} onOpen={onOpen} priority={index < PRIORITY_CARDS} playVideoInline={playVideoInline} />
        ))}
      </SimpleGrid>
      <div ref={sentinel} aria-hidden />
      {query.hasNextPage && (
        <Stack align="center" gap="xs">
          {query.isFetchNextPageError && (
            <Text size="sm" c="dimmed" role="status">
              More stories could not be loaded.
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
            Load more
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

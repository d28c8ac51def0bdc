/**
 * / (SPEC §2): the latest stories, or the results of a search, as a grid of cards; a card opens the story in a
 * modal. The search lives in the address (?q= or ?month=&year=), so Back returns to the previous results and
 * a search can be shared.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { News } from '@newsroom/shared';
import type { PagePrefetch } from '../../../lib/route-handle';
import { SITE_NAME } from '../../../lib/site';
import { publicNewsQueryOptions } from '../api/get-public-news';
import { searchNewsQueryOptions } from '../api/search-news';
import { searchNewsByMonthQueryOptions } from '../api/search-news-by-month';
import { NewsCardModal } from './news-card-modal';
import { NewsGrid } from './news-grid';
import { isSearchMonth, isSearchYear, MONTH_NAMES, type NewsSearch } from './news-search';
import { NewsSearchBar } from './news-search-bar';

/** The search in the address; anything malformed there means no search. */
function searchFromParams(params: URLSearchParams): NewsSearch | null {
  const query = params.get('q')?.trim();
  if (query) return { kind: 'text', query };
  const month = Number(params.get('month'));
  const year = Number(params.get('year'));
  return isSearchMonth(month) && isSearchYear(year) ? { kind: 'month', month, year } : null;
}

function paramsFromSearch(search: NewsSearch | null): Record<string, string> {
  if (!search) return {};
  return search.kind === 'text' ? { q: search.query } : { month: String(search.month), year: String(search.year) };
}

function storiesQuery(search: NewsSearch | null) {
  if (!search) return publicNewsQueryOptions();
  return search.kind === 'text' ? searchNewsQueryOptions(search.query) : searchNewsByMonthQueryOptions(search);
}

function describeSearch(search: NewsSearch): string {
  return search.kind === 'text' ? `Stories matching “${search.query}”` : `Stories from ${MONTH_NAMES[search.month - 1]} ${search.year}`;
}

/** The first page of the stories the address asks for. */
export const prefetchHomePage: PagePrefetch = async ({ queryClient, url }) => {
  await queryClient.prefetchInfiniteQuery(storiesQuery(searchFromParams(url.searchParams)));
};

export function HomePage() {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const query = useInfiniteQuery(storiesQuery(search));
  const [opened, setOpened] = useState<News | null>(null);
  const total = query.data?.pages[0]?.total;

  return (
    <Stack gap="xl" py="md">
      <title>{search ? `Search results · ${SITE_NAME}` : SITE_NAME}</title>
      <Stack gap={4}>
        <Title order={1}>{search ? 'Search results' : 'Latest News'}</Title>
        {!search && <Text c="dimmed">Stories, features and videos from our school community.</Text>}
      </Stack>

      {/* A new address starts the fields from it again (Back, Clear search). */}
      <NewsSearchBar key={params.toString()} initial={search} onSearch={(next) => setParams(paramsFromSearch(next))} />

      {search && (
        <Group justify="space-between" gap="xs" mb={-8}>
          <Text fw={500} aria-live="polite">
            {describeSearch(search)}
            {total !== undefined && (
              <Text span c="dimmed" fw={400}>
                {' · '}
                {total === 1 ? '1 story' : `${total} stories`}
              </Text>
            )}
          </Text>
          <Button variant="subtle" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={() => setParams({})}>
            Clear search
          </Button>
        </Group>
      )}

      <NewsGrid query={query} onOpen={setOpened} />
      <NewsCardModal news={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

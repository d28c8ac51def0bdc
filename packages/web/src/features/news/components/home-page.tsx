/**
 * / (SPEC §2): the latest stories, or the results of a search, as a grid of cards; a card opens the story in a
 * modal. The search lives in the address (?q= or ?month=&year=), so Back returns to the previous results and
 * a search can be shared. The latest stories come with the week's most read (most-read-news.tsx).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { SEARCH_TOTAL_MAX, type News } from '@newsroom/shared';
import { formatCount } from '../../../lib/format-count';
import type { PagePrefetch } from '../../../lib/route-handle';
import { useSiteTitle } from '../../../lib/site';
import { publicNewsQueryOptions } from '../../../api/get-public-news';
import { isTotalBounded, searchNewsQueryOptions } from '../api/search-news';
import { searchNewsByMonthQueryOptions } from '../api/search-news-by-month';
import { mostReadNewsQueryOptions } from '../api/get-most-read-news';
import { WithMostRead } from './most-read-news';
import { NewsCardModal } from './news-card-modal';
import { NewsGrid } from './news-grid';
import { monthSearch, type NewsSearch } from './news-search';
import { NewsSearchBar } from './news-search-bar';

/** The search in the address; anything malformed there means no search. */
function searchFromParams(params: URLSearchParams): NewsSearch | null {
  const query = params.get('q')?.trim();
  if (query) return { kind: 'text', query };
  const month = monthSearch.safeParse({ month: params.get('month'), year: params.get('year') });
  return month.success ? { kind: 'month', ...month.data } : null;
}

function paramsFromSearch(search: NewsSearch | null): Record<string, string> {
  if (!search) return {};
  return search.kind === 'text' ? { q: search.query } : { month: String(search.month), year: String(search.year) };
}

function storiesQuery(search: NewsSearch | null) {
  if (!search) return publicNewsQueryOptions();
  return search.kind === 'text' ? searchNewsQueryOptions(search.query) : searchNewsByMonthQueryOptions(search);
}

/** The first page of the stories the address asks for; beside the latest ones, the week's most read. */
export const prefetchHomePage: PagePrefetch = async ({ queryClient, url }) => {
  const search = searchFromParams(url.searchParams);
  await Promise.all([
    queryClient.prefetchInfiniteQuery(storiesQuery(search)),
    search ? undefined : queryClient.prefetchQuery(mostReadNewsQueryOptions()),
  ]);
};

export function HomePage() {
  const [params, setParams] = useSearchParams();
  const search = searchFromParams(params);
  const query = useInfiniteQuery(storiesQuery(search));
  const [opened, setOpened] = useState<News | null>(null);
  const first = query.data?.pages[0];
  const total = first?.total;
  const moreThanCounted = first !== undefined && isTotalBounded(first);
  const { t } = useTranslation('news');
  const title = useSiteTitle(search ? t('home.searchResults') : undefined);
  const months = t('search.months', { returnObjects: true }) as string[];

  return (
    <Stack gap="xl" py="md">
      <title>{title}</title>
      <Stack gap={4}>
        <Title order={1}>{search ? t('home.searchResults') : t('home.latestNews')}</Title>
        {!search && <Text c="dimmed">{t('home.tagline')}</Text>}
      </Stack>

      {/* A new address starts the fields from it again (Back, Clear search). */}
      <NewsSearchBar key={params.toString()} initial={search} onSearch={(next) => setParams(paramsFromSearch(next))} />

      {search && (
        <Group justify="space-between" gap="xs" mb={-8}>
          <Text fw={500} aria-live="polite">
            {search.kind === 'text'
              ? t('home.storiesMatching', { query: search.query })
              : t('home.storiesFrom', { month: months[search.month - 1], year: search.year })}
            {total !== undefined && (
              <Text span c="dimmed" fw={400}>
                {' · '}
                {moreThanCounted ? t('home.moreResultsThan', { max: formatCount(SEARCH_TOTAL_MAX) }) : t('home.storyCount', { count: total })}
              </Text>
            )}
          </Text>
          <Button variant="subtle" size="compact-sm" leftSection={<IconX size={14} aria-hidden />} onClick={() => setParams({})}>
            {t('home.clearSearch')}
          </Button>
        </Group>
      )}

      {search ? (
        <NewsGrid query={query} onOpen={setOpened} openBeforeApp />
      ) : (
        <WithMostRead>
          <NewsGrid query={query} onOpen={setOpened} openBeforeApp />
        </WithMostRead>
      )}
      <NewsCardModal news={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}

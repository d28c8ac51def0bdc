/**
 * Searching a back-office news list on the client (SPEC §7: lists are "filtered client-side per screen"): a
 * case-insensitive substring match over the fields SPEC names per screen, and optionally one calendar day.
 * Lowercased haystacks are built once per list, and the box updates at once while the list follows in a
 * transition, so typing stays instant on thousands of items. Once typing pauses, the server's typo-tolerant search
 * adds the list's items it finds (a misspelt word, a word of the body) and a snippet of each found item's body.
 */
import { startTransition, useMemo, useState, type FormEvent } from 'react';
import { Button, CloseButton, Group, TextInput, VisuallyHidden } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from '../../../i18n/use-translation';
import type { News, SearchSnippet } from '@newsroom/shared';
import { formatCount } from '../../../lib/format-count';
import { siteDayOf } from '../../../lib/format-date';
import { useBackOfficeSearch } from '../api/search-back-office-news';

/** How long typing must pause before the server is asked. */
export const SERVER_SEARCH_DELAY_MS = 300;

export interface NewsListSearchOptions {
  /** The texts a query is looked for in; a module-level function, so the haystacks are built once per list. */
  fields: (news: News) => readonly (string | null)[];
  /** The date the day filter compares, by the school's calendar day (as the lists write their dates). */
  dateField?: 'createdAt' | 'publicationDate';
}

export interface NewsListSearchState {
  /** The query the results are for (the box itself may already show more). */
  query: string;
  setQuery: (query: string) => void;
  /** The chosen day as YYYY-MM-DD, or null for any day. */
  day: string | null;
  setDay: (day: string | null) => void;
  /** The matching items, in the list's order. */
  results: News[];
  /** What to mark in the shown texts. */
  highlight: string;
  /** The body around the matched words, for the items the server's search found. */
  snippetOf: (news: News) => SearchSnippet | undefined;
  /** Changes whenever the results do, so a paged view can go back to its first page. */
  filterKey: string;
  hasFilter: boolean;
}

/** Mantine's calendars leave their arrows unnamed; these names make them usable with a screen reader. */
export function useCalendarAriaLabels() {
  const { t } = useTranslation('desk');
  return t('search.calendar', { returnObjects: true }) as {
    previousMonth: string;
    nextMonth: string;
    previousYear: string;
    nextYear: string;
    previousDecade: string;
    nextDecade: string;
    monthLevelControl: string;
    yearLevelControl: string;
  };
}

export function useNewsListSearch(items: News[], { fields, dateField }: NewsListSearchOptions): NewsListSearchState {
  const [query, setQuery] = useState('');
  const [day, setDay] = useState<string | null>(null);
  const needle = query.trim().toLowerCase();

  const index = useMemo(
    () =>
      items.map((news) => ({
        news,
        haystack: fields(news).filter(Boolean).join('\n').toLowerCase(),
        day: dateField ? siteDayOf(news[dateField]) : null,
      })),
    [items, fields, dateField],
  );

  const [typed] = useDebouncedValue(needle, SERVER_SEARCH_DELAY_MS);
  const server = useBackOfficeSearch(typed);
  const found = useMemo(() => {
    const answered = server.data && typed === needle ? server.data.items : [];
    return new Map(answered.map((news) => [news.id, news.snippet]));
  }, [server.data, typed, needle]);

  const results = useMemo(() => {
    if (!needle && !day) return items;
    return index
      .filter((entry) => (!needle || entry.haystack.includes(needle) || found.has(entry.news.id)) && (!day || entry.day === day))
      .map((entry) => entry.news);
  }, [index, items, needle, day, found]);

  return {
    query,
    setQuery,
    day,
    setDay,
    results,
    highlight: query.trim(),
    snippetOf: (news) => found.get(news.id),
    filterKey: `${needle}\n${day ?? ''}`,
    hasFilter: Boolean(needle || day),
  };
}

interface NewsListSearchProps {
  search: NewsListSearchState;
  placeholder: string;
  /** The accessible name of the search region, e.g. "Search pending content". */
  label: string;
  /** Shows a day filter with this label. */
  dateLabel?: string;
  /** Shows a Search button; the list filters while typing anyway, the button (or Enter) applies the query at once. */
  withButton?: boolean;
}

export function NewsListSearch({ search, placeholder, label, dateLabel, withButton = false }: NewsListSearchProps) {
  const { t } = useTranslation('desk');
  const calendarAriaLabels = useCalendarAriaLabels();
  // The box shows each keystroke at once; the list (filter and rows) catches up without holding typing back.
  const [text, setText] = useState(search.query);
  const change = (value: string) => {
    setText(value);
    startTransition(() => search.setQuery(value));
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search.setQuery(text);
  };
  return (
    <form role="search" aria-label={label} onSubmit={onSubmit}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          aria-label={placeholder.replace(/\.+$/, '')}
          placeholder={placeholder}
          value={text}
          onChange={(event) => change(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={text ? <CloseButton size="sm" aria-label={t('search.clear')} onClick={() => change('')} /> : null}
          style={{ flex: '1 1 180px', maxWidth: 460 }}
        />
        {dateLabel && (
          <DatePickerInput
            label={dateLabel}
            placeholder={t('search.anyDay')}
            value={search.day}
            onChange={search.setDay}
            clearable
            clearButtonProps={{ 'aria-label': t('search.clearDay', { label: dateLabel.toLowerCase() }) }}
            valueFormat="MMM D, YYYY"
            ariaLabels={calendarAriaLabels}
            leftSection={<IconCalendar size={16} aria-hidden />}
            w={170}
          />
        )}
        {withButton && (
          <Button type="submit" variant="default">
            {t('search.submit')}
          </Button>
        )}
      </Group>
      {/* Tells screen reader users what their search found; silent while there is no search. */}
      <VisuallyHidden role="status">
        {search.hasFilter ? t('search.matches', { count: search.results.length, shown: formatCount(search.results.length) }) : ''}
      </VisuallyHidden>
    </form>
  );
}

/**
 * The public search form (SPEC §2, §5): words, or a month and year (2000 to this year). Words take precedence: with
 * text in the box the month and year are ignored, and a note under the bar says so. A year out of range shows
 * SPEC's message and nothing is searched. Submitting an empty bar goes back to the latest stories.
 * Its fields have names and the form an action, so before its code arrives (news-search-bar.tsx), or without
 * script at all, it still searches: the browser asks the server for /?q=… or /?month=…&year=….
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
// The suggestions' dropdown is styled with the form's own code: it shows only once the reader types.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Combobox.css';
import { Autocomplete, Button, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { SEARCH_YEAR_MIN } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { formErrors } from '../../../lib/form-errors';
import { useSearchSuggestions } from '../api/get-search-suggestions';
import { currentYear, monthSearch, type NewsSearch } from './news-search';
import classes from './news-search-bar.module.css';

/** How long typing must pause before titles are suggested. */
export const SUGGESTION_DELAY_MS = 200;

export interface NewsSearchFormProps {
  /** The search on screen, to start the fields from. */
  initial: NewsSearch | null;
  /** null: no search, show the latest stories. */
  onSearch: (search: NewsSearch | null) => void;
}

export function NewsSearchForm({ initial, onSearch }: NewsSearchFormProps) {
  // Its words come from the `news` catalogs (src/locales/*/news.json); the year's message is a shared one.
  const { t } = useTranslation('news');
  const message = useMessage();
  const monthOptions = [
    { value: '', label: t('search.anyMonth') },
    ...(t('search.months', { returnObjects: true }) as string[]).map((label, index) => ({ value: String(index + 1), label })),
  ];
  const [text, setText] = useState(initial?.kind === 'text' ? initial.query : '');
  const [month, setMonth] = useState(initial?.kind === 'month' ? String(initial.month) : '');
  const [year, setYear] = useState(initial?.kind === 'month' ? String(initial.year) : '');
  const [monthMissing, setMonthMissing] = useState(false);
  const [yearError, setYearError] = useState<string>();

  // What the reader typed into the server's markup before this code arrived is in the fields already: take it over.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const fields = form.current?.elements;
    const valueOf = (name: string) => (fields?.namedItem(name) as HTMLInputElement | HTMLSelectElement | null)?.value;
    setText((shown) => valueOf('q') ?? shown);
    setMonth((shown) => valueOf('month') ?? shown);
    setYear((shown) => valueOf('year') ?? shown);
  }, []);

  const words = text.trim();
  const [typed] = useDebouncedValue(words, SUGGESTION_DELAY_MS);
  const suggestions = useSearchSuggestions(typed);
  // Two stories may share a title: the list offers it once.
  const suggestedTitles = words ? [...new Set((suggestions.data ?? []).map((suggestion) => suggestion.title))] : [];
  const textWins = words !== '' && (month !== '' || year.trim() !== '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (words) {
      setMonthMissing(false);
      setYearError(undefined);
      onSearch({ kind: 'text', query: words });
      return;
    }
    if (!month && !year.trim()) {
      onSearch(null);
      return;
    }
    // The server's check; the select offers only the twelve months, so a month it refuses is one not chosen.
    const errors = formErrors(monthSearch, { month, year: year.trim() });
    setMonthMissing('month' in errors);
    setYearError(errors.year);
    if (Object.keys(errors).length === 0) onSearch({ kind: 'month', month: Number(month), year: Number(year.trim()) });
  };

  return (
    <Paper
      ref={form}
      component="form"
      action="/"
      method="get"
      role="search"
      aria-label={t('search.formLabel')}
      withBorder
      radius="lg"
      p="md"
      shadow="xs"
      onSubmit={submit}
      noValidate
    >
      <div className={classes.fields}>
        {/* Titles of stories for what is typed, chosen with the arrow keys and Enter, which then searches for it. */}
        <Autocomplete
          className={classes.text}
          type="search"
          name="q"
          label={t('search.text')}
          placeholder={t('search.textPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={setText}
          data={suggestedTitles}
          // The server already chose and ordered the titles; typos included, so nothing is filtered out here.
          filter={({ options }) => options}
          onOptionSubmit={(title) => {
            setText(title);
            onSearch({ kind: 'text', query: title.trim() });
          }}
          maxLength={200}
        />
        <NativeSelect
          name="month"
          label={t('search.month')}
          data={monthOptions}
          value={month}
          error={monthMissing ? t('search.monthRequired') : undefined}
          onChange={(event) => {
            setMonth(event.currentTarget.value);
            setMonthMissing(false);
          }}
        />
        <TextInput
          name="year"
          label={t('search.year')}
          type="number"
          inputMode="numeric"
          min={SEARCH_YEAR_MIN}
          max={currentYear()}
          step={1}
          placeholder={t('search.anyYear')}
          value={year}
          error={message(yearError)}
          onChange={(event) => {
            setYear(event.currentTarget.value);
            setYearError(undefined);
          }}
        />
        <div className={classes.submit}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} aria-hidden />}>
            {t('search.submit')}
          </Button>
        </div>
      </div>
      {textWins && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('search.textWins')}
        </Text>
      )}
    </Paper>
  );
}

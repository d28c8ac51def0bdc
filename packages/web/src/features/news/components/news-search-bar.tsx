/**
 * The public search (SPEC §2, §5): words, or a month and year (2000 to this year). Words take precedence: with
 * text in the box the month and year are ignored, and a note under the bar says so. A year out of range shows
 * SPEC's message and nothing is searched. Submitting an empty bar goes back to the latest stories.
 */
import { useState, type FormEvent } from 'react';
import { Button, NativeSelect, Paper, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { SEARCH_YEAR_MIN, searchMessages } from '@newsroom/shared';
import classes from './news-search-bar.module.css';

export type NewsSearch = { kind: 'text'; query: string } | { kind: 'month'; month: number; year: number };

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const MONTH_OPTIONS = [{ value: '', label: 'Any month' }, ...MONTH_NAMES.map((label, index) => ({ value: String(index + 1), label }))];

const currentYear = () => new Date().getFullYear();

export function isSearchMonth(month: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= 12;
}

export function isSearchYear(year: number): boolean {
  return Number.isInteger(year) && year >= SEARCH_YEAR_MIN && year <= currentYear();
}

interface NewsSearchBarProps {
  /** The search on screen, to start the fields from. */
  initial: NewsSearch | null;
  /** null: no search, show the latest stories. */
  onSearch: (search: NewsSearch | null) => void;
}

export function NewsSearchBar({ initial, onSearch }: NewsSearchBarProps) {
  const [text, setText] = useState(initial?.kind === 'text' ? initial.query : '');
  const [month, setMonth] = useState(initial?.kind === 'month' ? String(initial.month) : '');
  const [year, setYear] = useState(initial?.kind === 'month' ? String(initial.year) : '');
  const [monthError, setMonthError] = useState<string>();
  const [yearError, setYearError] = useState<string>();

  const words = text.trim();
  const textWins = words !== '' && (month !== '' || year.trim() !== '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (words) {
      setMonthError(undefined);
      setYearError(undefined);
      onSearch({ kind: 'text', query: words });
      return;
    }
    if (!month && !year.trim()) {
      onSearch(null);
      return;
    }
    const monthNumber = Number(month);
    const yearNumber = Number(year.trim());
    const nextMonthError = isSearchMonth(monthNumber) ? undefined : 'Please select a month.';
    const nextYearError = year.trim() && isSearchYear(yearNumber) ? undefined : searchMessages.yearRange(currentYear());
    setMonthError(nextMonthError);
    setYearError(nextYearError);
    if (!nextMonthError && !nextYearError) onSearch({ kind: 'month', month: monthNumber, year: yearNumber });
  };

  return (
    <Paper component="form" role="search" aria-label="Search news" withBorder radius="lg" p="md" shadow="xs" onSubmit={submit} noValidate>
      <div className={classes.fields}>
        <TextInput
          className={classes.text}
          type="search"
          label="Search"
          placeholder="Title, topic or author"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={200}
        />
        <NativeSelect
          label="Month"
          data={MONTH_OPTIONS}
          value={month}
          error={monthError}
          onChange={(event) => {
            setMonth(event.currentTarget.value);
            setMonthError(undefined);
          }}
        />
        <TextInput
          label="Year"
          type="number"
          inputMode="numeric"
          min={SEARCH_YEAR_MIN}
          max={currentYear()}
          step={1}
          placeholder="Any year"
          value={year}
          error={yearError}
          onChange={(event) => {
            setYear(event.currentTarget.value);
            setYearError(undefined);
          }}
        />
        <div className={classes.submit}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </div>
      </div>
      {textWins && (
        <Text size="xs" c="dimmed" mt="xs">
          Searching by text: the month and year are ignored. Clear the text to search by month and year.
        </Text>
      )}
    </Paper>
  );
}

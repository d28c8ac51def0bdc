import { screen } from '@testing-library/react';
import { DatePicker } from '@mantine/dates';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderInApp } from '../test/render-in-app';
import { DatesInLanguage } from './dates-in-language';
import { changeAppLanguage } from './i18n';

describe("the date pickers' language", () => {
  it('names months in the language of the moment', async () => {
    mockApi({});
    renderInApp(
      <DatesInLanguage>
        <DatePicker defaultDate="2026-01-05" />
      </DatesInLanguage>,
    );
    expect(screen.getByText('January 2026')).toBeInTheDocument();
    await changeAppLanguage('fil');
    expect(await screen.findByText('Enero 2026')).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render-in-app';
import { currentYear } from './news-search';
import { NewsSearchForm } from './news-search-form';

describe('the search form in Filipino', () => {
  it('words its fields, months and messages in Filipino, the shared message included', async () => {
    mockApi({});
    await changeAppLanguage('fil');
    const onSearch = vi.fn();
    const { user } = renderInApp(<NewsSearchForm initial={null} onSearch={onSearch} />);
    expect(screen.getByRole('search', { name: 'Maghanap ng balita' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Enero' })).toBeInTheDocument();

    await user.type(screen.getByRole('spinbutton', { name: 'Taon' }), '1999');
    await user.click(screen.getByRole('button', { name: 'Hanapin' }));
    expect(await screen.findByText('Pumili ng buwan.')).toBeInTheDocument();
    expect(screen.getByText(`Dapat mula 2000 hanggang ${currentYear()} ang taon.`)).toBeInTheDocument();
    expect(onSearch).not.toHaveBeenCalled();

    // Shown in the language of the moment, not of when the reader pressed Search.
    await changeAppLanguage('en');
    expect(await screen.findByText('Please select a month.')).toBeInTheDocument();
    expect(screen.getByText(`Year must be between 2000 and ${currentYear()}.`)).toBeInTheDocument();
  });
});

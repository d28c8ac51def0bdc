import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@newsroom/shared';
import { siteSettingsQueryKey } from '../api/get-site-settings';
import { changeAppLanguage } from '../i18n/i18n';
import { SiteFooterText } from './site-footer';

function renderFooter(settings: SiteSettings) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(siteSettingsQueryKey, settings);
  render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <SiteFooterText />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the site footer', () => {
  it("names the site and links its RSS feed, which the server serves outside the app's routes", () => {
    renderFooter(DEFAULT_SITE_SETTINGS);
    expect(screen.getByText(/School Newsroom · News and videos from our school community/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/feed.xml');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("shows the settings' footer text and only the school's links that are set, opening elsewhere", () => {
    renderFooter({
      ...DEFAULT_SITE_SETTINGS,
      siteName: 'The Araneta Courier',
      footerText: 'Published by the students of DLSAU.',
      links: { facebook: 'https://www.facebook.com/dlsau', youtube: null, website: 'https://www.dlsau.edu.ph/' },
    });
    expect(screen.getByText(/The Araneta Courier · Published by the students of DLSAU\./)).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'The school elsewhere' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Facebook', 'https://www.facebook.com/dlsau'],
      ['School website', 'https://www.dlsau.edu.ph/'],
    ]);
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("names the school's links in Filipino", async () => {
    await changeAppLanguage('fil');
    renderFooter({
      ...DEFAULT_SITE_SETTINGS,
      links: { facebook: null, youtube: 'https://www.youtube.com/@dlsau', website: 'https://www.dlsau.edu.ph/' },
    });
    const links = within(screen.getByRole('navigation', { name: 'Ang paaralan sa iba pang site' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['YouTube', 'Website ng paaralan']);
  });

  it('leaves out the separator when there is no footer text', () => {
    renderFooter({ ...DEFAULT_SITE_SETTINGS, footerText: '' });
    // The sentence's own words, before the feed's link.
    expect(screen.getByText(/^© \d{4} School Newsroom ·$/)).toBeInTheDocument();
  });
});

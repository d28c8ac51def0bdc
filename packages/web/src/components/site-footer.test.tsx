import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { expect, it } from 'vitest';
import { SiteFooterText } from './site-footer';

it("names the site and links its RSS feed, which the server serves outside the app's routes", () => {
  render(
    <MantineProvider>
      <SiteFooterText />
    </MantineProvider>,
  );
  expect(screen.getByText(/School Newsroom · News and videos from our school community/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', '/feed.xml');
});

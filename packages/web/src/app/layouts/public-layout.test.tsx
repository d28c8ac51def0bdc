import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@newsroom/shared';
import { changeAppLanguage } from '../../i18n/i18n';
import { mockApi, reply } from '../../test/mock-api';
import { renderRoute } from '../../test/render-route';

describe('public layout', () => {
  it('links every category by its slug and offers the contribute button', async () => {
    mockApi({
      'GET /api/v1/categories/get-categories': reply.ok([
        { id: 'c1', name: 'Animo Idol', description: '', slug: 'Animo-Idol' },
        { id: 'c2', name: 'BalitAraneta', description: '', slug: 'BalitAraneta' },
      ]),
    });
    const { user, router } = renderRoute('/');
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(await within(nav).findByRole('link', { name: 'Animo Idol' })).toHaveAttribute('href', '/category/Animo-Idol');
    expect(within(nav).getByRole('link', { name: 'BalitAraneta' })).toHaveAttribute('href', '/category/BalitAraneta');

    await user.click(screen.getByRole('link', { name: 'Contribute a post' }));
    // The contribute form is its own chunk: the navigation completes once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/ContributeContent'), { timeout: 10_000 });
    expect(await screen.findByRole('heading', { name: 'Contribute a Post' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('keeps the dark-mode choice under the storage key darkMode', async () => {
    mockApi({});
    const { user } = renderRoute('/');
    const toggle = screen.getByRole('button', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await user.click(toggle);
    expect(window.localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(window.localStorage.getItem('darkMode')).toBe('false');
  });

  it('starts dark when darkMode was stored as true', async () => {
    window.localStorage.setItem('darkMode', 'true');
    mockApi({});
    renderRoute('/');
    expect(await screen.findByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('hides the header while the reader scrolls down past its offset and brings it back on the way up', async () => {
    mockApi({});
    renderRoute('/');
    const header = screen.getByRole('banner');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
        window.dispatchEvent(new Event('scroll'));
      });
    try {
      scrollTo(100);
      expect(header).not.toHaveAttribute('data-hidden');
      scrollTo(400);
      expect(header).toHaveAttribute('data-hidden');
      scrollTo(300);
      expect(header).not.toHaveAttribute('data-hidden');
    } finally {
      scrollTo(0);
    }
  });

  it('words its header, its links and the page-not-found message in Filipino', async () => {
    mockApi({});
    await changeAppLanguage('fil');
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Hindi nahanap ang pahina' })).toBeInTheDocument();
    expect(screen.getByText('Wala o nailipat na ang pahinang hinahanap mo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Lumaktaw sa nilalaman' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Mga Kategorya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buksan ang menu ng mga kategorya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('title', 'Lumipat sa dark mode');
    expect(screen.getByRole('link', { name: 'Mag-ambag ng post' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'RSS feed' })).toBeInTheDocument();
  });

  it('shows a page-not-found message for unknown addresses', async () => {
    mockApi({});
    renderRoute('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it("wears the site settings: the logo, name and tagline in the header, the accent as the theme's colour", async () => {
    mockApi({
      'GET /api/v1/settings': reply.ok({
        ...DEFAULT_SITE_SETTINGS,
        siteName: 'The Araneta Courier',
        tagline: 'Student news since 1965',
        logoUrl: '/api/v1/settings/logo/0b7c5a1e-4f7e-4a53-9a8f-3f1f3c7c2d10/320.webp',
        accentColor: '#800000',
      }),
    });
    renderRoute('/');
    const home = await within(screen.getByRole('banner')).findByRole('link', { name: /^The Araneta Courier/ });
    expect(home).toHaveAttribute('href', '/');
    expect(home).toHaveTextContent('The Araneta CourierStudent news since 1965');
    // The name beside it says it all: the logo is not read out a second time.
    expect(home.querySelector('img')).toHaveAttribute('alt', '');
    expect(home.querySelector('img')).toHaveAttribute('src', '/api/v1/settings/logo/0b7c5a1e-4f7e-4a53-9a8f-3f1f3c7c2d10/320.webp');
    const themeStyles = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(themeStyles).toContain('--mantine-color-newsroom-7: #800000');
    await waitFor(() => expect(document.title).toBe('The Araneta Courier'));
  });
});

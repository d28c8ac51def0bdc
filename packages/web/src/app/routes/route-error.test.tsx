import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { changeAppLanguage } from '../../i18n/i18n';
import { mockApi } from '../../test/mock-api';
import { renderInApp } from '../../test/render-in-app';
import { RouteError } from './route-error';

function Crashing(): never {
  throw new Error('The page broke.');
}

function renderCrash() {
  // The page logs what broke; the test has no use for it on its console.
  vi.spyOn(console, 'error').mockImplementation(() => {});
  mockApi({});
  const router = createMemoryRouter([{ path: '/', Component: Crashing, errorElement: <RouteError /> }]);
  renderInApp(<RouterProvider router={router} />);
}

describe('a page that crashed', () => {
  it('says so and offers a reload and the way home', async () => {
    renderCrash();
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('This page could not be shown. Reloading usually helps.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('says so in Filipino', async () => {
    await changeAppLanguage('fil');
    renderCrash();
    expect(await screen.findByRole('heading', { name: 'May nangyaring mali' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I-reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bumalik sa Home' })).toHaveAttribute('href', '/');
  });
});

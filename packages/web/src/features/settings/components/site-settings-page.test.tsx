import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply, type RecordedRequest } from '../../../test/mock-api';
import { admin, author, renderRoute } from '../../../test/render-route';

const SAVED: SiteSettings = {
  siteName: 'The Araneta Courier',
  tagline: 'Student news since 1965',
  logoUrl: '/api/v1/settings/logo/0b7c5a1e-4f7e-4a53-9a8f-3f1f3c7c2d10/320.webp',
  accentColor: '#1d4ed8',
  footerText: 'Published by the students of DLSAU.',
  links: { facebook: 'https://www.facebook.com/dlsau', youtube: null, website: null },
  digestDay: 'monday',
  digestHour: 7,
};

/** What PUT /settings answers: the body as the server keeps it (trimmed, no empty links), the logo unchanged. */
const answerPut = (logoUrl: string | null) => (request: RecordedRequest) => {
  const body = request.body as { siteName: string; tagline: string; accentColor: string; footerText: string; links: Record<string, string> };
  const links = Object.fromEntries(Object.entries(body.links).map(([kind, href]) => [kind, href || null])) as SiteSettings['links'];
  return reply.ok({ ...body, siteName: body.siteName.trim(), logoUrl, links });
};

const field = (label: string) => screen.getByLabelText(label, { exact: false, selector: 'input, textarea' }) as HTMLInputElement;
const select = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLSelectElement;

async function openSettings(settings: SiteSettings = SAVED) {
  const api = mockApi({ 'GET /api/v1/settings': reply.ok(settings), 'PUT /api/v1/settings': answerPut(settings.logoUrl) });
  const view = renderRoute('/site-settings', { as: admin });
  await screen.findByRole('heading', { level: 2, name: 'Site Settings' });
  return { ...view, api };
}

beforeEach(() => {
  // jsdom has no object URLs; the logo's preview needs one.
  Object.assign(URL, { createObjectURL: () => 'blob:new-logo', revokeObjectURL: () => {} });
});

describe('the site settings screen', () => {
  it('is an ADMIN screen titled SITE SETTINGS, in the sidebar, showing what is saved', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'SITE SETTINGS' })).toBeInTheDocument();
    const entry = within(screen.getByRole('navigation', { name: 'Back office' })).getByRole('link', { name: 'Site Settings' });
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(field('Site name')).toHaveValue('The Araneta Courier');
    expect(field('Tagline')).toHaveValue('Student news since 1965');
    expect(field('Accent color')).toHaveValue('#1d4ed8');
    expect(field('Footer text')).toHaveValue('Published by the students of DLSAU.');
    expect(field('Facebook page')).toHaveValue('https://www.facebook.com/dlsau');
    expect(field('YouTube channel')).toHaveValue('');
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', SAVED.logoUrl);
    // The back office names the site as saved.
    await waitFor(() => expect(document.title).toBe('Site settings · The Araneta Courier'));
  });

  it('keeps an AUTHOR out', async () => {
    mockApi({});
    const { router } = renderRoute('/site-settings', { as: author });
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized'));
  });

  it("judges the accent colour's contrast as it is typed, and does not send one that fails", async () => {
    const { user, api } = await openSettings();
    expect(screen.getByRole('status')).toHaveTextContent('Readable in both modes: 6.7:1 on white, 6.57:1 on the dark background.');

    await user.clear(field('Accent color'));
    await user.type(field('Accent color'), '#f5c400');
    expect(screen.getByRole('status')).toHaveTextContent(/^This color is too light to read on white \(1\.\d+:1; at least 4\.5:1 is needed\)/);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(/This color is too light/)).toHaveLength(2);
    expect(api.calls('PUT /api/v1/settings')).toHaveLength(0);

    await user.clear(field('Accent color'));
    await user.type(field('Accent color'), '#000000');
    expect(screen.getByRole('status')).toHaveTextContent(/too dark to read on the dark background.*3\.93:1/);
  });

  it('checks the links as the server does before sending', async () => {
    const { user, api } = await openSettings();
    await user.type(field('YouTube channel'), 'https://vimeo.com/dlsau');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The YouTube link must be an https:// address on youtube.com.')).toBeInTheDocument();
    expect(api.calls('PUT /api/v1/settings')).toHaveLength(0);
  });

  it('saves, says so, and the whole back office shows the new name at once', async () => {
    const { user, api } = await openSettings();
    await user.clear(field('Site name'));
    await user.type(field('Site name'), '  Bulletin ng Araneta ');
    await user.clear(field('Accent color'));
    await user.type(field('Accent color'), '#800000');
    await user.type(field('YouTube channel'), 'https://www.youtube.com/@dlsau');
    expect(select('Weekly digest day')).toHaveValue('monday');
    expect(select('Weekly digest hour')).toHaveValue('7');
    await user.selectOptions(select('Weekly digest day'), 'Friday');
    await user.selectOptions(select('Weekly digest hour'), '15:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Site settings saved.')).toBeInTheDocument();
    expect(api.calls('PUT /api/v1/settings').map((call) => call.body)).toEqual([
      {
        siteName: '  Bulletin ng Araneta ',
        tagline: 'Student news since 1965',
        accentColor: '#800000',
        footerText: 'Published by the students of DLSAU.',
        links: { facebook: 'https://www.facebook.com/dlsau', youtube: 'https://www.youtube.com/@dlsau', website: '' },
        digestDay: 'friday',
        digestHour: 15,
      },
    ]);
    // No logo change, no logo call.
    expect(api.calls('POST /api/v1/settings/logo')).toHaveLength(0);
    const sidebar = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(sidebar).getByRole('link', { name: 'Bulletin ng Araneta' })).toHaveAttribute('href', '/');
    expect(field('Site name')).toHaveValue('Bulletin ng Araneta');
  });

  it('uploads a newly picked logo after the settings, and shows its preview before', async () => {
    const { user, api } = await openSettings({ ...SAVED, logoUrl: null });
    const uploaded = { ...SAVED, logoUrl: '/api/v1/settings/logo/5d1e0c36-2b2e-4f59-8d0e-1f1c1b2a3c4d/320.webp' };
    api.set('POST /api/v1/settings/logo', reply.ok(uploaded));

    fireEvent.change(screen.getByLabelText('Logo', { selector: 'input[type="file"]' }), {
      target: { files: [new File(['png'], 'crest.png', { type: 'image/png' })] },
    });
    expect(await screen.findByRole('img', { name: 'Photo 1: crest.png' })).toHaveAttribute('src', 'blob:new-logo');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Site settings saved.')).toBeInTheDocument();
    expect(
      api.requests.map((request) => `${request.method} ${request.path}`).filter((call) => call.includes('/settings') && !call.startsWith('GET')),
    ).toEqual(['PUT /api/v1/settings', 'POST /api/v1/settings/logo']);
    const body = api.calls('POST /api/v1/settings/logo')[0]!.body as FormData;
    expect((body.get('logo') as File).name).toBe('crest.png');
    expect(await screen.findByRole('img', { name: 'Current logo' })).toHaveAttribute('src', uploaded.logoUrl);
  });

  it('removes the logo when asked', async () => {
    const { user, api } = await openSettings();
    api.set('DELETE /api/v1/settings/logo', reply.ok({ ...SAVED, logoUrl: null }));
    await user.click(screen.getByRole('button', { name: 'Remove current photo 1' }));
    expect(screen.queryByRole('img', { name: 'Current logo' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Site settings saved.')).toBeInTheDocument();
    expect(api.calls('DELETE /api/v1/settings/logo')).toHaveLength(1);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const { user, api } = await openSettings();
    api.set('PUT /api/v1/settings', reply.error(403, 'You are not allowed to do this.'));
    await user.clear(field('Tagline'));
    await user.type(field('Tagline'), 'A new line');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The site settings could not be saved.');
    expect(alert).toHaveTextContent('You are not allowed to do this.');
    expect(field('Tagline')).toHaveValue('A new line');
  });

  it('puts back what is saved on Cancel, the logo included, and sends nothing', async () => {
    const { user, api } = await openSettings();
    await user.clear(field('Site name'));
    await user.type(field('Site name'), 'Not this one');
    await user.click(screen.getByRole('button', { name: 'Remove current photo 1' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field('Site name')).toHaveValue('The Araneta Courier');
    expect(screen.getByRole('img', { name: 'Current logo' })).toHaveAttribute('src', SAVED.logoUrl);
    expect(api.requests.filter((request) => request.method !== 'GET')).toHaveLength(0);
  });

  it('starts from the defaults on a new site', async () => {
    await openSettings(DEFAULT_SITE_SETTINGS);
    expect(field('Site name')).toHaveValue('School Newsroom');
    expect(screen.getByText('Drag an image here or click to choose one')).toBeInTheDocument();
  });
});

describe('the site settings screen in Filipino', () => {
  it('words its fields, the contrast verdict and the checks in Filipino', async () => {
    mockApi({ 'GET /api/v1/settings': reply.ok(SAVED) });
    await changeAppLanguage('fil');
    const { user } = renderRoute('/site-settings', { as: admin });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mga Setting ng Site' })).toBeInTheDocument();
    expect(field('Pangalan ng site')).toHaveValue('The Araneta Courier');
    expect(field('Teksto sa footer')).toHaveValue('Published by the students of DLSAU.');
    expect(within(select('Araw ng lingguhang buod')).getByRole('option', { selected: true })).toHaveTextContent('Lunes');
    expect(within(select('Oras ng lingguhang buod')).getByRole('option', { selected: true })).toHaveTextContent('07:00');
    expect(screen.getByRole('status')).toHaveTextContent('Nababasa sa parehong mode: 6.7:1 sa puti, 6.57:1 sa madilim na background.');

    await user.clear(field('Accent color'));
    await user.type(field('Accent color'), '#f5c400');
    expect(screen.getByRole('status')).toHaveTextContent(/^Masyadong maliwanag ang kulay na ito para mabasa sa puti \(1\.\d+:1;/);

    await user.type(field('Channel sa YouTube'), 'https://vimeo.com/dlsau');
    await user.click(screen.getByRole('button', { name: 'I-save' }));
    expect(await screen.findByText('Dapat https:// na address sa youtube.com ang link sa YouTube.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeAppLanguage, i18n } from '../../i18n/i18n';
import { mockApi, pagedList, reply } from '../../test/mock-api';
import { admin, author, renderRoute } from '../../test/render-route';
import { headerTitleFor } from './back-office-nav';

function sidebarLinks() {
  const nav = screen.getByRole('navigation', { name: 'Back office' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('back-office sidebar', () => {
  it('lists the ADMIN entries, the two post forms and My Account', async () => {
    mockApi({ 'GET /api/v1/user': pagedList([]) });
    renderRoute('/user-management', { as: admin });
    await screen.findByRole('heading', { level: 1, name: 'USER MANAGEMENT' });
    expect(sidebarLinks()).toEqual([
      ['School Newsroom', '/'],
      ['Dashboard', '/dashboard'],
      ['User Management', '/user-management'],
      ['Category Management', '/category-management'],
      ['Pending Content', '/pending-news'],
      ['Archived Content', '/archived-news'],
      ['Comments', '/comments-management'],
      ['Approved Comments', '/approved-comments-management'],
      ['Content Management', '/news-management'],
      ['Rejected Content', '/RejectedNewsList'],
      ['Contributed Content', '/ListContributeContent'],
      ['Inbox', '/notification'],
      ['Site Settings', '/site-settings'],
      ['Outbox', '/outbox'],
      ['Newsletter', '/newsletter'],
      ['Subscribers', '/subscribers'],
      ['POST', '/add-news/_add'],
      ['POST With AI', '/add-news-withAI/_add'],
      ['My Account', '/my-account'],
    ]);
    expect(screen.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the AUTHOR entries, the two post forms and My Account', async () => {
    mockApi({});
    renderRoute('/my-news', { as: author });
    await screen.findByRole('heading', { level: 1, name: 'MY CONTENTS' });
    expect(sidebarLinks()).toEqual([
      ['School Newsroom', '/'],
      ['My Content List', '/my-news'],
      ['Inbox', '/notification'],
      ['POST', '/add-news/_add'],
      ['POST With AI', '/add-news-withAI/_add'],
      ['My Account', '/my-account'],
    ]);
  });

  it('logs out: all local storage cleared, then /login', async () => {
    const api = mockApi({ 'POST /api/v1/logout': reply.noContent() });
    window.localStorage.setItem('darkMode', 'true');
    const { user, router } = renderRoute('/my-news', { as: author });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(api.calls('POST /api/v1/logout')).toHaveLength(1);
    expect(window.localStorage.length).toBe(0);
  });

  it('shows the header title of the current path', async () => {
    mockApi({});
    renderRoute('/notification', { as: author });
    expect(await screen.findByRole('heading', { level: 1, name: 'INBOX' })).toBeInTheDocument();
  });
});

describe('header titles', () => {
  it.each([
    ['/dashboard', 'DASHBOARD'],
    ['/user-management', 'USER MANAGEMENT'],
    ['/add-user/_add', 'USER MANAGEMENT'],
    ['/view-user/42', 'USER MANAGEMENT'],
    ['/pending-news', 'PENDING CONTENT MANAGEMENT'],
    ['/archived-news', 'ARCHIVED CONTENT MANAGEMENT'],
    ['/comments-management', 'COMMENTS MODERATION'],
    ['/comments', 'COMMENTS MODERATION'],
    ['/approved-comments-management', 'APPROVED COMMENTS'],
    ['/category-management', 'CATEGORY MANAGEMENT'],
    ['/add-category/_add', 'CATEGORY MANAGEMENT'],
    ['/ListContributeContent', 'CONTENT FORM CONTRIBUTOR'],
    ['/ReadContributeContent/7', 'CONTENT FORM CONTRIBUTOR'],
    ['/news-management', 'CONTENT MANAGEMENT'],
    ['/RejectedNewsList', 'CONTENT MANAGEMENT'],
    ['/read-news/7', 'CONTENT MANAGEMENT'],
    ['/my-news', 'MY CONTENTS'],
    ['/news', 'MY CONTENTS'],
    ['/notification', 'INBOX'],
    ['/site-settings', 'SITE SETTINGS'],
    ['/outbox', 'OUTBOX'],
    ['/newsletter', 'NEWSLETTER'],
    ['/subscribers', 'SUBSCRIBERS'],
    ['/add-news/_add', 'CONTENT UPLOAD'],
    ['/add-news-withAI/9', 'CONTENT UPLOAD'],
    ['/anything-else', 'CONTENT UPLOAD'],
    ['/constructor', 'CONTENT UPLOAD'],
  ])('%s shows %s', (path, title) => {
    expect(headerTitleFor(path, i18n.getFixedT('en', 'common'))).toBe(title);
  });

  it.each([
    ['/user-management', 'PAMAMAHALA NG USER'],
    ['/comments', 'PAGSUSURI NG MGA KOMENTO'],
    ['/site-settings', 'MGA SETTING NG SITE'],
    ['/anything-else', 'PAG-UPLOAD NG CONTENT'],
  ])('%s shows %s in Filipino', (path, title) => {
    expect(headerTitleFor(path, i18n.getFixedT('fil', 'common'))).toBe(title);
  });
});

describe('the back office in Filipino', () => {
  it('words the sidebar, the header, the document title and the Logout button in Filipino', async () => {
    mockApi({ 'GET /api/v1/user': pagedList([]) });
    await changeAppLanguage('fil');
    renderRoute('/user-management', { as: admin });
    await screen.findByRole('heading', { level: 1, name: 'PAMAMAHALA NG USER' });
    expect(sidebarLinks().slice(1, 4)).toEqual([
      ['Dashboard', '/dashboard'],
      ['Pamamahala ng User', '/user-management'],
      ['Pamamahala ng Kategorya', '/category-management'],
    ]);
    expect(sidebarLinks().slice(-7)).toEqual([
      ['Mga Setting ng Site', '/site-settings'],
      ['Outbox', '/outbox'],
      ['Newsletter', '/newsletter'],
      ['Mga Subscriber', '/subscribers'],
      ['MAG-POST', '/add-news/_add'],
      ['MAG-POST gamit ang AI', '/add-news-withAI/_add'],
      ['Aking Account', '/my-account'],
    ]);
    expect(screen.getByRole('button', { name: 'Mag-logout' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Itago ang menu' }).length).toBeGreaterThan(0);
    await waitFor(() => expect(document.title).toMatch(/^Pamamahala ng user · /));
  });
});

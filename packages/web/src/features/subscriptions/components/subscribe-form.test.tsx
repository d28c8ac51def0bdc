import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessages, subscriptionMessages, userMessages } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { buildNews } from '../../../test/build-news';
import { mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const SUBSCRIBE = 'POST /api/v1/subscriptions';
const categories = reply.ok([
  { id: 'c1', name: 'Sports', description: '' },
  { id: 'c2', name: 'Animo Idol', description: '' },
]);
const requested = { status: 202, body: { message: subscriptionMessages.requested } };

/** The compact form of the public footer (its landmark is the page's `contentinfo`), once its code has come (the first time, transformed). */
const footerForm = async (name = 'Get the news by e-mail') =>
  within(await within(await screen.findByRole('contentinfo')).findByRole('form', { name }, { timeout: 5000 }));

afterEach(async () => {
  await changeAppLanguage('en');
});

describe('the compact subscribe form', () => {
  it('subscribes from the footer with the address alone: every category, in the reading language, each new story', async () => {
    const api = mockApi({ [SUBSCRIBE]: requested });
    const { user, router } = renderRoute('/');
    const form = await footerForm();
    expect(form.getByText('All categories · English · each new story')).toBeInTheDocument();
    expect(form.getByText(/one-click unsubscribe, which deletes your address/)).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: 'E-mail address' }), ' parent@school.test ');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByRole('status')).toHaveTextContent(subscriptionMessages.requested);
    expect(form.getByRole('status')).toHaveFocus();
    expect(api.calls(SUBSCRIBE).map((call) => call.body)).toEqual([
      { email: 'parent@school.test', categories: [], language: 'en', frequency: 'each' },
    ]);
    // The app sent it: the page stays where it was (the native form would have gone to /subscribe).
    expect(router.state.location.pathname).toBe('/');
  });

  it('is a native form that takes the address to the /subscribe page before the app has come', async () => {
    mockApi({});
    renderRoute('/');
    const form = await screen.findByRole('form', { name: 'Get the news by e-mail' }, { timeout: 5000 });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/subscribe');
    expect(within(form).getByRole('textbox', { name: 'E-mail address' })).toHaveAttribute('name', 'email');
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('button', { name: 'Change choices' })).toHaveAttribute('type', 'button');
  });

  it('changes categories, language and frequency in a dialog, and sends them', async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': categories, [SUBSCRIBE]: requested });
    const { user } = renderRoute('/');
    const form = await footerForm();
    await user.click(form.getByRole('button', { name: 'Change choices' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'What you receive' }));
    await user.click(await dialog.findByRole('checkbox', { name: 'Animo Idol' }));
    await user.click(dialog.getByRole('radio', { name: 'Filipino' }));
    await user.click(dialog.getByRole('radio', { name: 'A weekly digest' }));
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(form.getByText('Animo Idol · Filipino · a weekly digest')).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Change choices' })).toHaveFocus();

    await user.type(form.getByRole('textbox', { name: 'E-mail address' }), 'parent@school.test');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    await form.findByRole('status');
    expect(api.calls(SUBSCRIBE).map((call) => call.body)).toEqual([
      { email: 'parent@school.test', categories: ['Animo Idol'], language: 'fil', frequency: 'weekly' },
    ]);
  });

  it('checks the address before sending, and keeps what was typed when the server refuses', async () => {
    const api = mockApi({ [SUBSCRIBE]: reply.error(429, errorMessages.tooManyRequests) });
    const { user } = renderRoute('/');
    const form = await footerForm();
    const email = form.getByRole('textbox', { name: 'E-mail address' });
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText(userMessages.emailRequired)).toBeInTheDocument();
    await user.type(email, 'not-an-address');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByText(userMessages.emailInvalid)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(SUBSCRIBE)).toHaveLength(0);

    await user.clear(email);
    await user.type(email, 'parent@school.test');
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await form.findByRole('alert')).toHaveTextContent(errorMessages.tooManyRequests);
    expect(email).toHaveValue('parent@school.test');
    expect(api.calls(SUBSCRIBE)).toHaveLength(1);
  });

  it('speaks Filipino: its words, its choices, its errors and its answer', async () => {
    await changeAppLanguage('fil');
    const api = mockApi({ [SUBSCRIBE]: requested });
    const { user } = renderRoute('/');
    const form = await footerForm('Tanggapin ang balita sa e-mail');
    expect(form.getByText('Lahat ng kategorya · Filipino · bawat bagong kuwento')).toBeInTheDocument();
    const email = form.getByRole('textbox', { name: 'E-mail address' });
    await user.type(email, 'hindi-address');
    await user.click(form.getByRole('button', { name: 'Mag-subscribe' }));
    expect(await form.findByText('Mali ang format ng e-mail.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'magulang@school.test');
    await user.click(form.getByRole('button', { name: 'Mag-subscribe' }));
    expect(await form.findByRole('status')).toHaveTextContent(/^Salamat\./);
    expect(api.calls(SUBSCRIBE).map((call) => call.body)).toEqual([
      { email: 'magulang@school.test', categories: [], language: 'fil', frequency: 'each' },
    ]);
  });

  it('ends every article, before the related stories and the comments', async () => {
    mockApi({
      'GET /api/v1/public-news/n1': reply.ok(buildNews()),
      'POST /api/v1/view-news/n1': reply.ok({ views: 42, counted: true }),
      'GET /api/v1/news/approved/comments/n1': reply.ok([]),
    });
    renderRoute('/view-news/n1');
    const article = await screen.findByRole('article', { name: 'Robotics team wins regional title' });
    const form = await within(article).findByRole('form', { name: 'Get the next stories by e-mail' }, { timeout: 5000 });
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    const comments = within(article).getByRole('form', { name: 'Leave a comment' });
    expect(form.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not in the footer of the subscription pages, which have the whole form', async () => {
    mockApi({});
    renderRoute('/subscribe');
    expect(await screen.findByRole('heading', { level: 1, name: 'Get the news by e-mail' })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).queryByRole('form')).not.toBeInTheDocument();
  });

  it('hands the address it carried to the /subscribe page, which takes it out of the address bar', async () => {
    mockApi({});
    const { router } = renderRoute('/subscribe?email=parent%40school.test');
    expect(await screen.findByLabelText(/e-mail address/i, { selector: 'input' })).toHaveValue('parent@school.test');
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

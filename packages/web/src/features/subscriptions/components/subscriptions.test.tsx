import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { subscriptionMessages, userMessages } from '@newsroom/shared';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply } from '../../../test/mock-api';
import { renderRoute } from '../../../test/render-route';

const SUBSCRIBE = 'POST /api/v1/subscriptions';
const CONFIRM = 'POST /api/v1/subscriptions/confirmations';
const MANAGE = 'GET /api/v1/subscriptions/manage';
const categories = reply.ok([
  { id: 'c1', name: 'Sports', description: '' },
  { id: 'c2', name: 'Animo Idol', description: '' },
]);
const subscription = { email: 'parent@school.test', categories: ['Sports'], language: 'en', frequency: 'each' };

afterEach(async () => {
  await changeAppLanguage('en');
});

describe('the newsletter pages', () => {
  it('checks the e-mail address before calling the server', async () => {
    const api = mockApi({ 'GET /api/v1/categories/get-categories': categories, [SUBSCRIBE]: reply.ok({ message: subscriptionMessages.requested }) });
    const { user } = renderRoute('/subscribe');
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(userMessages.emailRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/e-mail address/i, { selector: 'input' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(userMessages.emailInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/e-mail address/i, { selector: 'input' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls(SUBSCRIBE)).toHaveLength(0);
  });

  it('sends the address and the choices, and says a confirmation link is on its way', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': categories,
      [SUBSCRIBE]: { status: 202, body: { message: subscriptionMessages.requested } },
    });
    const { user } = renderRoute('/subscribe');
    await user.type(await screen.findByLabelText(/e-mail address/i, { selector: 'input' }), ' parent@school.test ');
    await user.click(await screen.findByRole('checkbox', { name: 'Animo Idol' }));
    // The page's own choice, not the header's language switch.
    const form = within(screen.getByRole('form', { name: 'Get the news by e-mail' }));
    await user.click(form.getByRole('radio', { name: 'Filipino' }));
    await user.click(form.getByRole('radio', { name: 'A weekly digest' }));
    await user.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(subscriptionMessages.requested);
    expect(api.calls(SUBSCRIBE).map((call) => call.body)).toEqual([
      { email: 'parent@school.test', categories: ['Animo Idol'], language: 'fil', frequency: 'weekly' },
    ]);
  });

  it("shows the server's field errors in Filipino", async () => {
    await changeAppLanguage('fil');
    mockApi({
      'GET /api/v1/categories/get-categories': categories,
      [SUBSCRIBE]: reply.error(400, subscriptionMessages.categoriesInvalid, [
        { field: 'categories', message: subscriptionMessages.unknownCategory('Sports') },
      ]),
    });
    const { user } = renderRoute('/subscribe');
    await user.type(await screen.findByLabelText(/e-mail address/i, { selector: 'input' }), 'parent@school.test');
    await user.click(screen.getByRole('button', { name: 'Mag-subscribe' }));
    expect(await screen.findByText("Walang kategoryang may pangalang 'Sports'.")).toBeInTheDocument();
  });

  it('confirms with a click on the confirmation link, and says so when the link no longer works', async () => {
    const api = mockApi({ [CONFIRM]: reply.ok({ message: subscriptionMessages.confirmed, manageToken: 'manage-1', subscription }) });
    const { user } = renderRoute('/subscriptions/confirm?token=abc');
    // Opening the page confirms nothing.
    await screen.findByRole('button', { name: 'Confirm my subscription' });
    expect(api.calls(CONFIRM)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('status')).toHaveTextContent(subscriptionMessages.confirmed);
    expect(api.calls(CONFIRM).map((call) => call.body)).toEqual([{ token: 'abc' }]);
    expect(screen.getByRole('link', { name: 'Change what you receive' })).toHaveAttribute('href', '/subscriptions/manage?token=manage-1');

    mockApi({ [CONFIRM]: reply.error(400, subscriptionMessages.linkInvalid) });
    const again = renderRoute('/subscriptions/confirm?token=used');
    await again.user.click((await screen.findAllByRole('button', { name: 'Confirm my subscription' })).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent(subscriptionMessages.linkInvalid);
  });

  it('shows a subscription by its manage link, saves changes and unsubscribes with one button', async () => {
    const api = mockApi({
      'GET /api/v1/categories/get-categories': categories,
      [MANAGE]: reply.ok(subscription),
      'PUT /api/v1/subscriptions/manage': reply.ok({ ...subscription, frequency: 'weekly' }),
      'DELETE /api/v1/subscriptions/manage': reply.ok({ message: subscriptionMessages.unsubscribed }),
    });
    const { user } = renderRoute('/subscriptions/manage?token=manage-1');
    expect(await screen.findByText('News sent to parent@school.test')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'Sports' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'A weekly digest' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(subscriptionMessages.updated);
    expect(api.calls('PUT /api/v1/subscriptions/manage').map((call) => call.body)).toEqual([
      { categories: ['Sports'], language: 'en', frequency: 'weekly' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('status')).toHaveTextContent(subscriptionMessages.unsubscribed);
    expect(api.calls('DELETE /api/v1/subscriptions/manage')).toHaveLength(1);
  });

  it('says a manage link that no longer works is not valid', async () => {
    mockApi({ [MANAGE]: reply.error(400, subscriptionMessages.linkInvalid) });
    renderRoute('/subscriptions/manage?token=gone');
    expect(await screen.findByRole('alert')).toHaveTextContent(subscriptionMessages.linkInvalid);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeAppLanguage } from '../../../i18n/i18n';
import { mockApi, reply } from '../../../test/mock-api';
import { renderInApp } from '../../../test/render-in-app';
import { BreakingNewsAlerts } from './breaking-news-alerts';

const PUBLIC_KEY = 'BPpA2cVuV1tGHW5Ff1ZbO8rGUYmGHZH9Jqg1ThN3C5qdfCP3xrcEo8jCK5tKIRz2L0jp0mdbx3vWQbh8bs-rNV8';
const device = { endpoint: 'https://fcm.googleapis.com/fcm/send/device-1', keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };

/** A browser that can receive Web Push: its worker's push manager, and the permission the reader will give. */
function pushCapableBrowser(permission: NotificationPermission, subscribed = false) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: device.endpoint,
    toJSON: () => device,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  } as unknown as PushSubscription;
  if (subscribed) current = subscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => (current = subscription)),
  };
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => permission) });
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { getRegistration: vi.fn(async () => ({ pushManager })) } });
  return { pushManager, subscription };
}

describe('the breaking news alerts switch', () => {
  beforeEach(() => changeAppLanguage('en'));
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is not shown where the browser cannot receive push alerts', () => {
    renderInApp(<BreakingNewsAlerts />);
    expect(screen.queryByRole('switch', { name: /Breaking news alerts/ })).not.toBeInTheDocument();
  });

  it("subscribes with the server's public key and posts the subscription when turned on", async () => {
    const { pushManager } = pushCapableBrowser('granted');
    const api = mockApi({ 'GET /api/v1/push/public-key': reply.ok({ publicKey: PUBLIC_KEY }), 'POST /api/v1/push/subscriptions': { status: 201 } });
    const { user } = renderInApp(<BreakingNewsAlerts />);
    const toggle = await screen.findByRole('switch', { name: /Breaking news alerts/ });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    const [options] = pushManager.subscribe.mock.calls[0] as unknown as [PushSubscriptionOptionsInit];
    expect(options.userVisibleOnly).toBe(true);
    expect(Buffer.from(options.applicationServerKey as Uint8Array).toString('base64url')).toBe(PUBLIC_KEY);
    expect(api.calls('POST /api/v1/push/subscriptions')[0]!.body).toEqual(device);
  });

  it('deletes the subscription and unsubscribes when turned off', async () => {
    const { subscription } = pushCapableBrowser('granted', true);
    const api = mockApi({ 'DELETE /api/v1/push/subscriptions': reply.noContent() });
    const { user } = renderInApp(<BreakingNewsAlerts />);
    const toggle = await screen.findByRole('switch', { name: /Breaking news alerts/ });
    await waitFor(() => expect(toggle).toBeChecked());
    await user.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(api.calls('DELETE /api/v1/push/subscriptions')[0]!.body).toEqual({ endpoint: device.endpoint });
    expect(subscription.unsubscribe).toHaveBeenCalled();
  });

  it('says where to allow notifications when the reader refused them, in Filipino too', async () => {
    const { pushManager } = pushCapableBrowser('denied');
    const api = mockApi({});
    await changeAppLanguage('fil');
    const { user } = renderInApp(<BreakingNewsAlerts />);
    const toggle = await screen.findByRole('switch', { name: /Mga alerto ng nagbabagang balita/ });
    await user.click(toggle);
    expect(await screen.findByRole('alert')).toHaveTextContent('Naka-block ang mga abiso para sa site na ito.');
    expect(toggle).not.toBeChecked();
    expect(pushManager.subscribe).not.toHaveBeenCalled();
    expect(api.calls('POST /api/v1/push/subscriptions')).toHaveLength(0);
  });
});

/**
 * The reader's "Breaking news alerts" switch (issue 26): shown only where the browser can receive Web Push (a service
 * worker and PushManager; on iPhones, the site added to the home screen). Turning it on asks for the notifications
 * permission, subscribes the site's service worker with the server's public key and posts the subscription; turning
 * it off deletes it and unsubscribes. A refused permission says where to allow it again.
 */
import { useEffect, useState } from 'react';
import { Stack, Switch, Text } from '@mantine/core';
// The public pages load only the styles of what they show (app/mantine-styles.ts).
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { useTranslation } from '../../../i18n/use-translation';
import type { PushSubscriptionBody } from '@newsroom/shared';
import { useHydrated } from '../../../lib/use-hydrated';
import { deletePushSubscription, getPushPublicKey, savePushSubscription } from '../api/push-subscriptions';

type Problem = 'denied' | 'unavailable' | 'failed';

export function canReceivePush(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The key as bytes: every browser takes these, not all of them the base64url text. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

/** The worker's current push subscription; none without a worker (development serves none). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function turnOn(): Promise<Problem | null> {
  if ((await Notification.requestPermission()) !== 'granted') return 'denied';
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return 'unavailable';
  const { publicKey } = await getPushPublicKey();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  await savePushSubscription(subscription.toJSON() as PushSubscriptionBody);
  return null;
}

async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await deletePushSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}

export function BreakingNewsAlerts() {
  const { t } = useTranslation();
  // Nothing on the server's render, so the page hydrates the same; the browser says afterwards whether it can.
  const hydrated = useHydrated();
  const supported = hydrated && canReceivePush();
  const [on, setOn] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  useEffect(() => {
    if (!supported) return;
    currentSubscription().then(
      (subscription) => setOn(subscription !== null),
      () => undefined,
    );
  }, [supported]);

  if (!supported) return null;

  const change = async (wanted: boolean) => {
    setBusy(true);
    setProblem(null);
    try {
      if (wanted) {
        const refused = await turnOn();
        setProblem(refused);
        setOn(refused === null);
      } else {
        await turnOff();
        setOn(false);
      }
    } catch {
      setProblem('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4} align="center">
      <Switch
        size="sm"
        label={t('breakingAlerts.label')}
        description={t('breakingAlerts.description')}
        checked={on}
        disabled={busy}
        onChange={(event) => void change(event.currentTarget.checked)}
      />
      {problem && (
        <Text size="xs" c="red" ta="center" role="alert">
          {t(`breakingAlerts.${problem}`)}
        </Text>
      )}
    </Stack>
  );
}

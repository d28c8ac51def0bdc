/**
 * The share buttons at the end of an article: Facebook, Messenger (phones and tablets, see share-links.ts), X, Copy
 * link (the clipboard, then "Link copied"), and the device's own share sheet where the browser has one. The
 * Facebook and X links carry the article's full address from the server's HTML on, so they work before the app starts
 * and without script; Messenger and the share sheet, which depend on the reader's device, come once it has started.
 */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Notification, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandFacebook, IconBrandMessenger, IconBrandX, IconCheck, IconLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSiteOrigin } from '../../../lib/site-origin';
import { facebookShareUrl, isHandheld, messengerShareUrl, xShareUrl } from './share-links';
import classes from './share-buttons.module.css';

/** How long "Link copied" stays. */
export const COPY_MESSAGE_MS = 4000;

interface ShareButtonsProps {
  title: string;
  /** The article's path on this site; the links carry its full address. */
  path: string;
}

type CopyOutcome = 'copied' | 'failed';

function ShareLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <ActionIcon component="a" href={href} target="_blank" rel="noopener noreferrer" title={label} variant="light" size="lg">
      {children}
      <VisuallyHidden>{label}</VisuallyHidden>
    </ActionIcon>
  );
}

export function ShareButtons({ title, path }: ShareButtonsProps) {
  const { t } = useTranslation('news');
  const url = new URL(path, useSiteOrigin()).href;
  const hydrated = useHydrated();
  const handheld = hydrated && isHandheld(navigator);
  const canShareNatively = hydrated && typeof navigator.share === 'function';
  const [copy, setCopy] = useState<CopyOutcome | null>(null);

  useEffect(() => {
    if (!copy) return;
    const timer = setTimeout(() => setCopy(null), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, an old browser) or the browser said no.
      setCopy('failed');
    }
  };

  const shareWithDevice = async () => {
    try {
      await navigator.share({ title, url });
    } catch {
      // The reader closed the sheet: nothing to say.
    }
  };

  return (
    <section aria-labelledby="share-heading" className={classes.share}>
      <Text component="h2" id="share-heading" fw={700} size="sm" mb="xs">
        {t('share.heading')}
      </Text>
      <Group gap="xs">
        <ShareLink href={facebookShareUrl(url)} label={t('share.facebook')}>
          <IconBrandFacebook size={20} aria-hidden />
        </ShareLink>
        {handheld && (
          <ShareLink href={messengerShareUrl(url)} label={t('share.messenger')}>
            <IconBrandMessenger size={20} aria-hidden />
          </ShareLink>
        )}
        <ShareLink href={xShareUrl(url, title)} label={t('share.x')}>
          <IconBrandX size={20} aria-hidden />
        </ShareLink>
        <Button variant="light" leftSection={<IconLink size={16} aria-hidden />} onClick={() => void copyLink()}>
          {t('share.copyLink')}
        </Button>
        {canShareNatively && (
          <Button variant="light" leftSection={<IconShare size={16} aria-hidden />} onClick={() => void shareWithDevice()}>
            {t('share.withDevice')}
          </Button>
        )}
      </Group>
      {/* Always there, so screen readers announce what appears in it. */}
      <div role="status" aria-live="polite">
        {copy && (
          <Notification
            mt="sm"
            color={copy === 'copied' ? 'green' : 'red'}
            icon={copy === 'copied' ? <IconCheck size={18} aria-hidden /> : undefined}
            onClose={() => setCopy(null)}
            closeButtonProps={{ 'aria-label': t('close') }}
            withBorder
          >
            {copy === 'copied' ? t('share.linkCopied') : t('share.copyFailed')}
          </Notification>
        )}
      </div>
    </section>
  );
}

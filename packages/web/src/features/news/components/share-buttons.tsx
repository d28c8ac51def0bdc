/**
 * The share buttons at the end of an article: Facebook, Messenger (phones and tablets, see share-links.ts), X, Copy
 * link (the clipboard, then "Link copied"), and the device's own share sheet where the browser has one. The page's
 * address is only known in the browser, so on a page the server rendered the links get it once the app starts (the
 * reader's first touch or scroll, before reaching the article's end); the row keeps its size meanwhile.
 */
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Notification.css';
import { useEffect, useState, type ReactNode } from 'react';
import { ActionIcon, Button, Group, Notification, Text, VisuallyHidden } from '@mantine/core';
import { IconBrandFacebook, IconBrandMessenger, IconBrandX, IconCheck, IconLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../../lib/use-hydrated';
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

/**
 * Named by hidden words rather than aria-label: on the server's page, before the app knows the page's address, the
 * anchor has no href, and an anchor without one may not carry aria-label (it is no link yet).
 */
function ShareLink({ href, label, children }: { href: string | undefined; label: string; children: ReactNode }) {
  return (
    <ActionIcon component="a" href={href} target="_blank" rel="noopener noreferrer" title={label} variant="light" size="lg">
      {children}
      <VisuallyHidden>{label}</VisuallyHidden>
    </ActionIcon>
  );
}

export function ShareButtons({ title, path }: ShareButtonsProps) {
  const { t } = useTranslation('news');
  const hydrated = useHydrated();
  const url = hydrated ? new URL(path, window.location.origin).href : undefined;
  const handheld = hydrated && isHandheld(navigator);
  const canShareNatively = hydrated && typeof navigator.share === 'function';
  const [copy, setCopy] = useState<CopyOutcome | null>(null);

  useEffect(() => {
    if (!copy) return;
    const timer = setTimeout(() => setCopy(null), COPY_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [copy]);

  const copyLink = async () => {
    if (!url) return;
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
        <ShareLink href={url && facebookShareUrl(url)} label={t('share.facebook')}>
          <IconBrandFacebook size={20} aria-hidden />
        </ShareLink>
        {handheld && url && (
          <ShareLink href={messengerShareUrl(url)} label={t('share.messenger')}>
            <IconBrandMessenger size={20} aria-hidden />
          </ShareLink>
        )}
        <ShareLink href={url && xShareUrl(url, title)} label={t('share.x')}>
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

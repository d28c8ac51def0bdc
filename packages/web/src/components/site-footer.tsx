/**
 * The small footer shared by the public pages and the login page: the site's name and footer text, its links to the
 * school's Facebook page, YouTube channel and website (its settings), and the news feed for feed readers.
 */
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../i18n/use-translation';
import { useSiteSettings } from '../api/get-site-settings';

/** Served by the server (RSS 2.0), not a client route. */
const FEED_URL = '/feed.xml';

/** The school's links in the order shown; each one's words are its key under `footer.links`. */
const LINK_KINDS = ['facebook', 'youtube', 'website'] as const;

export function SiteFooterText() {
  const { t } = useTranslation();
  const { siteName, footerText, links } = useSiteSettings();
  const schoolLinks = LINK_KINDS.flatMap((kind) => {
    const href = links[kind];
    return href ? [{ kind, href }] : [];
  });
  return (
    <Stack gap={4} align="center">
      <Text size="sm" c="dimmed" ta="center">
        © {new Date().getFullYear()} {siteName}
        {footerText && ` · ${footerText}`} · {/* Underlined: inside a sentence, colour alone would not tell it is a link (WCAG 1.4.1). */}
        <Anchor href={FEED_URL} size="sm" inherit underline="always">
          {t('footer.rssFeed')}
        </Anchor>
      </Text>
      {schoolLinks.length > 0 && (
        <Group component="nav" aria-label={t('footer.elsewhere')} gap="md" justify="center">
          {schoolLinks.map(({ kind, href }) => (
            <Anchor key={kind} href={href} size="sm" underline="always" target="_blank" rel="noopener noreferrer">
              {t(`footer.links.${kind}`)}
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}

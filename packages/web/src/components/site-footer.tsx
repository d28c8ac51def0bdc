/** The small footer shared by the public pages and the login page, with the news feed for feed readers. */
import { Anchor, Text } from '@mantine/core';
import { SITE_NAME } from '../lib/site';

/** Served by the server (RSS 2.0), not a client route. */
const FEED_URL = '/feed.xml';

export function SiteFooterText() {
  return (
    <Text size="sm" c="dimmed" ta="center">
      © {new Date().getFullYear()} {SITE_NAME} · News and videos from our school community ·{' '}
      {/* Underlined: inside a sentence, colour alone would not tell it is a link (WCAG 1.4.1). */}
      <Anchor href={FEED_URL} size="sm" inherit underline="always">
        RSS feed
      </Anchor>
    </Text>
  );
}

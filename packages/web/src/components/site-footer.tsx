/** The small footer shared by the public pages and the login page. */
import { Text } from '@mantine/core';
import { SITE_NAME } from '../lib/site';

export function SiteFooterText() {
  return (
    <Text size="sm" c="dimmed" ta="center">
      © {new Date().getFullYear()} {SITE_NAME} · News and videos from our school community
    </Text>
  );
}

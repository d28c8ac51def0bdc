/**
 * The digest as a subscriber gets it, in English and in Filipino (tabs): its subject, and its HTML in a sandboxed
 * frame (`sandbox=""`: no scripts, no forms, its own origin), so the mail's styles and links stay inside it.
 */
import { useState } from 'react';
import { Alert, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { LANGUAGES, type Language } from '@newsroom/shared';
import { LoadingText } from '../../../components/loading-text';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { useDigestPreview } from '../api/preview-digest';
import classes from './digest-preview.module.css';

function PreviewIn({ newsIds, language }: { newsIds: readonly string[]; language: Language }) {
  const { t } = useTranslation('newsletter');
  const message = useMessage();
  const preview = useDigestPreview(newsIds, language);
  if (preview.error) {
    return (
      <Alert color="red" role="alert">
        {message(errorMessage(preview.error, t('preview.failed')))}
      </Alert>
    );
  }
  if (!preview.data) return <LoadingText />;
  return (
    <Stack gap="xs">
      <Text size="sm">
        <Text span fw={600}>
          {t('preview.subject')}
        </Text>{' '}
        {preview.data.subject}
      </Text>
      <iframe
        className={classes.frame}
        title={t('preview.frameTitle', { language: t(`languages.${language}`) })}
        sandbox=""
        srcDoc={preview.data.html}
      />
    </Stack>
  );
}

export function DigestPreview({ newsIds }: { newsIds: readonly string[] }) {
  const { t } = useTranslation('newsletter');
  const [language, setLanguage] = useState<Language>('en');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="digest-preview">
      <Stack gap="sm">
        <Title order={3} size="h5" id="digest-preview">
          {t('preview.title')}
        </Title>
        {newsIds.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('preview.empty')}
          </Text>
        ) : (
          <Tabs value={language} onChange={(value) => setLanguage((value as Language | null) ?? 'en')} keepMounted={false}>
            <Tabs.List>
              {LANGUAGES.map((each) => (
                <Tabs.Tab key={each} value={each}>
                  {t(`languages.${each}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {LANGUAGES.map((each) => (
              <Tabs.Panel key={each} value={each} pt="sm">
                <PreviewIn newsIds={newsIds} language={each} />
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Stack>
    </Paper>
  );
}

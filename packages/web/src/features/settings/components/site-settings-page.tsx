/**
 * /site-settings (ADMIN, issue 16): the school's own site. Its name, tagline, logo, accent colour, footer text and
 * links to its Facebook page, YouTube channel and website. The accent colour's contrast is judged as it is picked,
 * with the rule the server applies on Save (shared/color-contrast.ts); after Save every page shows the change.
 */
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorSwatch.css';
import { useState } from 'react';
import { Box, ColorInput, Group, NativeSelect, SimpleGrid, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../i18n/use-translation';
import {
  accentColorProblems,
  accentContrast,
  darkSchemeAccent,
  DIGEST_DAYS,
  DARK_BACKGROUND,
  FOOTER_TEXT_MAX_LENGTH,
  formatContrastRatio,
  HEX_COLOR_PATTERN,
  SITE_LINK_MAX_LENGTH,
  SITE_NAME_MAX_LENGTH,
  siteSettingsBodySchema,
  siteSettingsMessages,
  TAGLINE_MAX_LENGTH,
  WHITE,
  type DigestDay,
  type SiteSettings,
} from '@newsroom/shared';
import { siteSettingsQueryOptions } from '../../../api/get-site-settings';
import { FormCard } from '../../../components/form-card';
import { LoadedItem } from '../../../components/loaded-item';
import { PhotoPicker } from '../../../components/photo-picker';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useFilePreviews } from '../../../lib/use-file-previews';
import { useSaveSiteSettings, type LogoChange } from '../api/save-site-settings';
import { useInputPropsInLanguage } from '../../../i18n/form-messages';

interface SiteSettingsFormValues {
  siteName: string;
  tagline: string;
  accentColor: string;
  footerText: string;
  links: { facebook: string; youtube: string; website: string };
  digestDay: DigestDay;
  digestHour: number;
}

/** The hours a digest may go out at, as the school's clocks show them. */
const DIGEST_HOURS = Array.from({ length: 24 }, (_, hour) => hour);

function formValuesOf(settings: SiteSettings): SiteSettingsFormValues {
  const { siteName, tagline, accentColor, footerText, links, digestDay, digestHour } = settings;
  return {
    siteName,
    tagline,
    accentColor,
    footerText,
    links: { facebook: links.facebook ?? '', youtube: links.youtube ?? '', website: links.website ?? '' },
    digestDay,
    digestHour,
  };
}

export function SiteSettingsPage() {
  const { t } = useTranslation('settings');
  const message = useMessage();
  const query = useQuery(siteSettingsQueryOptions());
  return (
    <LoadedItem
      query={query}
      failure={message(siteSettingsMessages.loadFailed)}
      back={{ label: t('page.backToDashboard'), href: paths.dashboard.getHref() }}
    >
      {(settings) => <SiteSettingsForm settings={settings} />}
    </LoadedItem>
  );
}

function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation('settings');
  const message = useMessage();
  const save = useSaveSiteSettings();
  const [serverError, setServerError] = useState<string | null>(null);
  const newLogo = useFilePreviews();
  const [storedLogoRemoved, setStoredLogoRemoved] = useState(false);
  // The server's own rules, checked before sending (`links.facebook` names a link's field).
  const form = useForm<SiteSettingsFormValues>({
    initialValues: formValuesOf(settings),
    validate: (values) => formErrors(siteSettingsBodySchema, values),
  });

  const storedLogo = settings.logoUrl && !storedLogoRemoved ? [{ url: settings.logoUrl }] : [];
  const logoChange = (): LogoChange => {
    if (newLogo.files[0]) return { kind: 'replace', file: newLogo.files[0] };
    return settings.logoUrl && storedLogoRemoved ? { kind: 'remove' } : { kind: 'keep' };
  };

  const inputProps = useInputPropsInLanguage(form);

  const startOver = (saved: SiteSettings) => {
    form.setInitialValues(formValuesOf(saved));
    form.setValues(formValuesOf(saved));
    newLogo.clear();
    setStoredLogoRemoved(false);
  };

  const onSubmit = form.onSubmit((values) => {
    setServerError(null);
    save.mutate(
      { values, logo: logoChange() },
      {
        onSuccess: (saved) => {
          notifications.show({ color: 'green', message: message(siteSettingsMessages.saved) });
          startOver(saved);
        },
        onError: (error) => setServerError(errorMessage(error, siteSettingsMessages.saveFailed)),
      },
    );
  });

  return (
    <FormCard
      title={t('page.title')}
      failureTitle={message(siteSettingsMessages.saveFailed)}
      serverError={message(serverError ?? undefined) ?? null}
      submitLabel={t('page.save')}
      saving={save.isPending}
      savingNote={newLogo.files.length > 0 ? t('page.uploadingLogo') : undefined}
      onSubmit={onSubmit}
      onCancel={() => startOver(settings)}
      wide
    >
      <TextInput label={t('page.siteName')} withAsterisk maxLength={SITE_NAME_MAX_LENGTH} {...inputProps('siteName')} />
      <TextInput label={t('page.tagline')} description={t('page.taglineHint')} maxLength={TAGLINE_MAX_LENGTH} {...inputProps('tagline')} />
      <PhotoPicker
        label={t('page.logo')}
        description={t('page.logoHint')}
        multiple={false}
        previews={newLogo.previews}
        onAdd={(files) => {
          newLogo.clear();
          newLogo.add(files);
        }}
        onRemove={newLogo.remove}
        stored={storedLogo}
        onRemoveStored={() => setStoredLogoRemoved(true)}
      />
      <ColorInput
        label={t('page.accentColor')}
        withAsterisk
        format="hex"
        description={t('page.accentHint')}
        swatches={['#00853f', '#1d4ed8', '#800000', '#6d28d9', '#b45309', '#0f766e']}
        eyeDropperButtonProps={{ 'aria-label': t('page.eyeDropper') }}
        {...inputProps('accentColor')}
      />
      <AccentVerdict accent={form.values.accentColor.trim().toLowerCase()} />
      <Textarea label={t('page.footerText')} autosize minRows={2} maxLength={FOOTER_TEXT_MAX_LENGTH} {...inputProps('footerText')} />
      <TextInput
        label={t('page.facebook')}
        type="url"
        placeholder="https://www.facebook.com/…"
        maxLength={SITE_LINK_MAX_LENGTH}
        {...inputProps('links.facebook')}
      />
      <TextInput
        label={t('page.youtube')}
        type="url"
        placeholder="https://www.youtube.com/@…"
        maxLength={SITE_LINK_MAX_LENGTH}
        {...inputProps('links.youtube')}
      />
      <TextInput label={t('page.website')} type="url" placeholder="https://…" maxLength={SITE_LINK_MAX_LENGTH} {...inputProps('links.website')} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label={t('page.digestDay')}
          data={DIGEST_DAYS.map((day) => ({ value: day, label: t(`page.days.${day}`) }))}
          {...inputProps('digestDay')}
        />
        <NativeSelect
          label={t('page.digestHour')}
          description={t('page.digestHint')}
          data={DIGEST_HOURS.map((hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }))}
          {...inputProps('digestHour')}
          // A select's values are text; the setting is a whole hour.
          value={String(form.values.digestHour)}
          onChange={(event) => form.setFieldValue('digestHour', Number(event.currentTarget.value))}
        />
      </SimpleGrid>
    </FormCard>
  );
}

/** Whether the colour reads in both modes, said as it is picked, with a sample of each. */
function AccentVerdict({ accent }: { accent: string }) {
  const { t } = useTranslation('settings');
  const message = useMessage();
  if (!HEX_COLOR_PATTERN.test(accent)) return null;
  const problems = accentColorProblems(accent);
  const { onWhite, onDark } = accentContrast(accent);
  const sample = { px: 'sm', py: 4, fz: 'sm', fw: 600, style: { borderRadius: 4 } } as const;
  return (
    <Group gap="sm" wrap="wrap" mt={-8}>
      {/* The words below carry the verdict; the samples only show it. */}
      <Group gap={6} aria-hidden>
        <Box {...sample} bg={WHITE} c={accent} style={{ ...sample.style, border: '1px solid var(--mantine-color-gray-4)' }}>
          {t('accent.onWhite')}
        </Box>
        <Box {...sample} bg={DARK_BACKGROUND} c={darkSchemeAccent(accent)}>
          {t('accent.onDark')}
        </Box>
        <Box {...sample} bg={accent} c={WHITE}>
          {t('accent.button')}
        </Box>
      </Group>
      <Text size="sm" role="status" c={problems.length > 0 ? 'red' : undefined}>
        {problems.length > 0
          ? problems.map((problem) => message(problem)).join(' ')
          : message(siteSettingsMessages.accentReadable(formatContrastRatio(onWhite), formatContrastRatio(onDark)))}
      </Text>
    </Group>
  );
}

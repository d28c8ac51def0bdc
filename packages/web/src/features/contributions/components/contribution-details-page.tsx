/**
 * /ReadContributeContent/{id} (ADMIN, SPEC §2): who sent a contribution and when, its fields, its photos (each can be
 * enlarged), a Back button to the list, and turning it into a news draft.
 */
import { useId, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert, Anchor, Button, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import type { ContributionDetails } from '@newsroom/shared';
import { LoadingText } from '../../../components/loading-text';
import { useMessage } from '../../../i18n/messages';
import { PhotoPreview } from '../../../components/photo-preview';
import { ResponsiveImage } from '../../../components/responsive-image';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format-date';
import { paths } from '../../../lib/paths';
import { useContribution } from '../api/get-contribution';
import { ContributionDraftAction } from './contribution-draft-action';
import classes from './contribution-details-page.module.css';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.detail}>
      <Text component="dt" size="sm" c="dimmed" fw={500}>
        {label}
      </Text>
      <Text component="dd" m={0} className={classes.value}>
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={3} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

const isWebLink = (value: string) => /^https?:\/\/\S+$/i.test(value);

/** A field's text as typed; a lone web address (an InfoTalk's Video Link) opens in a new tab. */
function FieldValue({ value }: { value: string }) {
  if (!isWebLink(value)) return value;
  return (
    <Anchor href={value} target="_blank" rel="noopener noreferrer nofollow">
      {value}
    </Anchor>
  );
}

function ContentDetails({ contribution }: { contribution: ContributionDetails }) {
  const { t } = useTranslation('contributions');
  const filled = contribution.fields.filter((field) => field.value !== '');
  if (filled.length > 0) {
    return (
      <Stack component="dl" gap="md" m={0}>
        {filled.map((field) => (
          <Detail key={field.label} label={t(`fieldLabels.${field.label}`, { defaultValue: field.label })}>
            <FieldValue value={field.value} />
          </Detail>
        ))}
      </Stack>
    );
  }
  // A category that is not one of the nine cannot be read field by field: show the text as sent.
  if (contribution.content.trim()) return <Text className={classes.value}>{contribution.content}</Text>;
  return <Text c="dimmed">{t('details.noContent')}</Text>;
}

function Photos({ contribution }: { contribution: ContributionDetails }) {
  const { t } = useTranslation('contributions');
  const [previewed, setPreviewed] = useState<number | null>(null);
  const { photos, author } = contribution;
  if (photos.length === 0) return <Text c="dimmed">{t('details.noPhotos')}</Text>;
  const altOf = (index: number) => t('details.photoAlt', { number: index + 1, total: photos.length, author });
  return (
    <>
      <SimpleGrid component="ul" cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm" className={classes.photoList}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <UnstyledButton
              className={classes.photoButton}
              onClick={() => setPreviewed(index)}
              aria-label={t('details.enlargePhoto', { number: index + 1 })}
            >
              <ResponsiveImage
                image={photo}
                alt={altOf(index)}
                sizes="(max-width: 992px) 33vw, 240px"
                style={{ aspectRatio: '1 / 1', height: '100%' }}
              />
            </UnstyledButton>
          </li>
        ))}
      </SimpleGrid>
      <PhotoPreview photos={photos} index={previewed} onIndexChange={setPreviewed} onClose={() => setPreviewed(null)} altOf={altOf} />
    </>
  );
}

export function ContributionDetailsPage() {
  const { t } = useTranslation('contributions');
  const message = useMessage();
  const { id = '' } = useParams();
  const contributionQuery = useContribution(id);
  const contribution = contributionQuery.data;

  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Button component={Link} to={paths.contributions.getHref()} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('details.back')}
        </Button>
      </div>

      <Title order={2}>{t('details.title')}</Title>

      {contributionQuery.isPending ? (
        <LoadingText />
      ) : contributionQuery.isError || !contribution ? (
        <Alert color="red" role="alert">
          {message(errorMessage(contributionQuery.error, t('details.notFound')))}
        </Alert>
      ) : (
        <>
          <ContributionDraftAction contribution={contribution} />

          <Section title={t('details.contributor')}>
            <SimpleGrid component="dl" cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md" m={0}>
              <Detail label={t('details.author')}>{contribution.author}</Detail>
              <Detail label={t('details.email')}>
                <Anchor href={`mailto:${contribution.authorEmail}`}>{contribution.authorEmail}</Anchor>
              </Detail>
              <Detail label={t('details.category')}>{contribution.category}</Detail>
              <Detail label={t('details.contributedOn')}>{formatDate(contribution.publicationDate) || t('details.noDate')}</Detail>
            </SimpleGrid>
          </Section>

          <Section title={t('details.content')}>
            <ContentDetails contribution={contribution} />
          </Section>

          <Section title={t('details.photos')}>
            <Photos contribution={contribution} />
          </Section>
        </>
      )}
    </Stack>
  );
}

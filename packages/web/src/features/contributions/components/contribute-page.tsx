/**
 * /ContributeContent (public, SPEC §2, §5, §8): a visitor sends a story in one of the nine contribution categories,
 * with optional photos. Changing the category starts the form over; a successful submit reloads the page.
 */
import '@mantine/core/styles/Alert.css';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Button, NativeSelect, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from '../../../i18n/use-translation';
import {
  CONTRIBUTION_CATEGORIES,
  CONTRIBUTION_PHOTOS_MAX,
  contributionMessages,
  EMAIL_MAX_LENGTH,
  findContributionCategory,
  NAME_MAX_LENGTH,
} from '@newsroom/shared';
import { PhotoPicker } from '../../../components/photo-picker';
import { useMessage } from '../../../i18n/messages';
import { isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useFilePreviews } from '../../../lib/use-file-previews';
import { useSubmitContribution } from '../api/submit-contribution';
import {
  contributionErrors,
  contributionSubmission,
  emptyContributionForm,
  type ContributionFormErrors,
  type ContributionFormValues,
} from './contribution-form-values';
import { forgetSubmittedNotice, hasSubmittedNotice, RELOAD_DELAY_MS, reloadWithSubmittedNotice } from './submitted-notice';

/** Category names are names: the same in every language. */
const categoryNames = CONTRIBUTION_CATEGORIES.map((category) => ({ value: category.name, label: category.name }));

/**
 * Why a submit failed: fields to correct, or a reason for the whole post (the server's readable one, or the story
 * too long for it); none: only the title shows.
 */
type Failure = { kind: 'fields' } | { kind: 'reason'; text: string | null };

/** The server's field errors that belong to an input of this form. */
function fieldErrorsOf(error: unknown, fieldLabels: readonly string[]): ContributionFormErrors {
  if (!isApiError(error)) return {};
  const known = new Set(['author', 'authorEmail', 'category', 'photos', ...fieldLabels]);
  const errors = Object.fromEntries(Object.entries(error.fieldErrors).filter(([field]) => known.has(field)));
  // 415 is always about a photo that is not an image.
  if (error.status === 415 && !errors.photos) errors.photos = error.message;
  return errors;
}

function failureOf(error: unknown, fieldErrors: ContributionFormErrors): Failure {
  if (Object.keys(fieldErrors).length > 0) return { kind: 'fields' };
  return { kind: 'reason', text: isApiError(error) && error.readable ? error.message : null };
}

export function ContributePage() {
  const { t } = useTranslation('contributions');
  const message = useMessage();
  const submit = useSubmitContribution();
  const photos = useFilePreviews();
  const [values, setValues] = useState<ContributionFormValues>(emptyContributionForm);
  const [errors, setErrors] = useState<ContributionFormErrors>({});
  const [failure, setFailure] = useState<Failure | undefined>(undefined);
  const [submitted, setSubmitted] = useState(hasSubmittedNotice);
  const [reloading, setReloading] = useState(false);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const category = findContributionCategory(values.category);

  // The notice was for the one reload that followed the submit.
  useEffect(() => forgetSubmittedNotice(), []);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else alertRef.current?.scrollIntoView({ block: 'center' });
  }, [focusRequest]);

  useEffect(() => {
    if (!reloading) return;
    const timer = window.setTimeout(reloadWithSubmittedNotice, RELOAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [reloading]);

  const onCategoryChange = (next: string) => {
    // SPEC §2: a new category starts the form over, errors included. The photos are not tied to a category and stay.
    setValues({ ...emptyContributionForm, category: next });
    setErrors({});
    setFailure(undefined);
  };

  /** An edited input's message goes away; the others stay until the next submit. */
  const clearError = (name: string) =>
    setErrors((current) => {
      if (!(name in current)) return current;
      const rest = { ...current };
      delete rest[name];
      return rest;
    });

  const setValue = (name: 'author' | 'authorEmail', value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(name);
  };

  const setFieldValue = (label: string, value: string) => {
    setValues((current) => ({ ...current, fields: { ...current.fields, [label]: value } }));
    clearError(label);
  };

  const addPhotos = (files: File[]) => {
    photos.add(files);
    clearError('photos');
  };

  const removePhoto = (id: string) => {
    photos.remove(id);
    clearError('photos');
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || reloading) return;
    setSubmitted(false);
    setFailure(undefined);
    const found = contributionErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0 || !category) {
      // The story as a whole has no input to show its message under.
      if (found.content) setFailure({ kind: 'reason', text: found.content });
      setFocusRequest((count) => count + 1);
      return;
    }
    submit.mutate(contributionSubmission(values, category, photos.files), {
      onSuccess: () => {
        setSubmitted(true);
        setReloading(true);
        window.scrollTo({ top: 0, behavior: 'smooth' });
      },
      // What was typed stays, so the visitor can fix it and send again.
      onError: (error) => {
        const fieldErrors = fieldErrorsOf(
          error,
          category.fields.map((field) => field.label),
        );
        setErrors(fieldErrors);
        setFailure(failureOf(error, fieldErrors));
        setFocusRequest((count) => count + 1);
      },
    });
  };

  const sending = submit.isPending || reloading;

  return (
    <Stack maw={600} mx="auto" gap="md" py="md">
      <div>
        <Button component={Link} to={paths.home.getHref()} variant="subtle" leftSection={<IconArrowLeft size={18} aria-hidden />} px="xs">
          {t('contribute.back')}
        </Button>
      </div>

      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="contribute-title">
          <Stack gap="md">
            <div>
              <Title order={1} id="contribute-title" fz={{ base: 26, sm: 32 }}>
                {t('contribute.title')}
              </Title>
              <Text c="dimmed" size="sm" mt={4}>
                {t('contribute.intro')}
              </Text>
            </div>

            {submitted && (
              <Alert
                color="green"
                variant="light"
                icon={<IconCircleCheck aria-hidden />}
                title={message(contributionMessages.submitted)}
                withCloseButton={!reloading}
                closeButtonLabel={t('contribute.dismiss')}
                onClose={() => setSubmitted(false)}
              >
                {reloading ? t('contribute.startingOver') : t('contribute.sendAnother')}
              </Alert>
            )}

            {failure !== undefined && (
              <Alert
                ref={alertRef}
                color="red"
                variant="light"
                icon={<IconAlertCircle aria-hidden />}
                title={message(contributionMessages.submitFailed)}
              >
                {failure.kind === 'fields' ? t('contribute.fixFields') : message(failure.text ?? undefined)}
              </Alert>
            )}

            <NativeSelect
              label={t('contribute.category')}
              required
              data={[{ value: '', label: t('contribute.selectCategory'), disabled: true }, ...categoryNames]}
              value={values.category}
              error={message(errors.category)}
              disabled={sending}
              onChange={(event) => onCategoryChange(event.currentTarget.value)}
            />
            <TextInput
              label={t('contribute.name')}
              required
              autoComplete="name"
              maxLength={NAME_MAX_LENGTH}
              value={values.author}
              error={message(errors.author)}
              disabled={sending}
              onChange={(event) => setValue('author', event.currentTarget.value)}
            />
            <TextInput
              label={t('contribute.email')}
              type="email"
              required
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={values.authorEmail}
              error={message(errors.authorEmail)}
              disabled={sending}
              onChange={(event) => setValue('authorEmail', event.currentTarget.value)}
            />

            {category ? (
              category.fields.map((field) => (
                <Textarea
                  key={`${category.name}:${field.label}`}
                  label={t(`fieldLabels.${field.label}`, { defaultValue: field.label })}
                  required={!field.optional}
                  description={field.optional ? t('contribute.optional') : undefined}
                  autosize
                  minRows={3}
                  maxRows={12}
                  value={values.fields[field.label] ?? ''}
                  error={message(errors[field.label])}
                  disabled={sending}
                  onChange={(event) => setFieldValue(field.label, event.currentTarget.value)}
                />
              ))
            ) : (
              <Text size="sm" c="dimmed">
                {t('contribute.chooseCategory')}
              </Text>
            )}

            <PhotoPicker
              label={t('contribute.photos')}
              description={t('contribute.photosHint', { max: CONTRIBUTION_PHOTOS_MAX })}
              previews={photos.previews}
              onAdd={addPhotos}
              onRemove={removePhoto}
              max={CONTRIBUTION_PHOTOS_MAX}
              error={message(errors.photos)}
              disabled={sending}
            />

            <Button type="submit" size="md" loading={sending} leftSection={<IconSend size={18} aria-hidden />}>
              {t('contribute.submit')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/**
 * The compact subscribe form's code (subscribe-form.tsx says where it shows and when it comes): the e-mail address and
 * Subscribe, the choices (categories, language, how often) summed up in one line and changed in a dialog, and what we
 * promise. Before this code has come it is a native form that takes the address to the /subscribe page
 * (GET /subscribe?email=…), and what was typed into it is taken over once hydrated. Then it sends the subscription
 * itself and answers as the /subscribe page does: check your e-mail.
 */
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { DEFAULT_LANGUAGE, parseLanguage, subscriptionMessages, subscriptionRequestSchema, type SubscriptionRequest } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { useSubscribe } from '../api/subscriptions';
import type { ChoiceValues } from './subscription-choices';
import classes from './subscribe-form.module.css';

const SubscriptionChoicesDialog = lazy(async () => ({ default: (await import('./subscription-choices-dialog')).SubscriptionChoicesDialog }));

/** The name of the address field, which the native form sends to /subscribe (subscribe-page.tsx reads it). */
export const EMAIL_PARAMETER = 'email';

export interface SubscribeFormProps {
  /**
   * Where it shows: in the footer plain, under its own background; at the end of an article in a box of its own, and
   * named apart, as a page's two forms must be.
   */
  place: 'footer' | 'article';
}

const focusOnMount = (element: HTMLElement | null) => element?.focus();

const LANGUAGE_NAMES = { en: 'English', fil: 'Filipino' } as const;

export function CompactSubscribeForm({ place }: SubscribeFormProps) {
  const { t, i18n } = useTranslation();
  const message = useMessage();
  const subscribe = useSubscribe();
  // An id starts with a letter (HTML's rule as html-validate holds it); React's own start with an underscore.
  const titleId = `subscribe${useId()}`;
  const [email, setEmail] = useState('');
  // None chosen yet: every category, in the language the reader reads the site in, each new story.
  const [chosen, setChosen] = useState<ChoiceValues | null>(null);
  const choices = chosen ?? { categories: [], language: parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE, frequency: 'each' };
  const [choosing, setChoosing] = useState(false);
  const choosingOnce = useOpenedOnce(choosing);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  useTypedBeforeHydration(emailField, setEmail);

  const submit = (event: FormEvent) => {
    // Once hydrated, the app sends it: the native submit (to the /subscribe page) is for before the app has come.
    event.preventDefault();
    const request: SubscriptionRequest = { email: email.trim(), ...choices };
    const found = formErrors(subscriptionRequestSchema, request);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    subscribe.mutate(request, {
      onError: (error) => {
        if (isApiError(error, 400) && Object.keys(error.fieldErrors).length > 0) setErrors(error.fieldErrors);
        else setFailure(errorMessage(error, t('subscribeForm.failed')));
      },
    });
  };

  const choiceError = errors.categories ?? errors.language ?? errors.frequency;
  return (
    <>
      <form
        method="get"
        action={paths.subscribe.getHref()}
        onSubmit={submit}
        noValidate
        aria-labelledby={titleId}
        className={classes.form}
        data-place={place}
      >
        <Title order={2} size="h4" id={titleId} mb="xs">
          {t(place === 'article' ? 'subscribeForm.articleTitle' : 'subscribeForm.title')}
        </Title>
        {subscribe.isSuccess ? (
          // Focused in place of the button that was pressed, which is gone.
          <Text role="status" ref={focusOnMount} tabIndex={-1} className={classes.outcome} data-tone="success" fw={500}>
            {message(subscriptionMessages.requested)}
          </Text>
        ) : (
          <>
            <div className={classes.row}>
              <TextInput
                className={classes.email}
                name={EMAIL_PARAMETER}
                type="email"
                autoComplete="email"
                aria-label={t('subscribeForm.email')}
                placeholder={t('subscribeForm.emailPlaceholder')}
                ref={emailField}
                value={email}
                onChange={(event) => setEmail(event.currentTarget.value)}
                error={message(errors.email)}
              />
              <Button type="submit" loading={subscribe.isPending}>
                {t('subscribeForm.submit')}
              </Button>
            </div>
            <Group gap={4} mt={6} wrap="wrap">
              <Text size="sm">
                {t('subscribeForm.choices', {
                  categories: choices.categories.length > 0 ? choices.categories.join(', ') : t('subscribeForm.allCategories'),
                  language: LANGUAGE_NAMES[choices.language],
                  frequency: t(choices.frequency === 'weekly' ? 'subscribeForm.weekly' : 'subscribeForm.each'),
                })}
              </Text>
              <Button ref={changeButton} variant="subtle" size="compact-sm" onClick={() => setChoosing(true)}>
                {t('subscribeForm.change')}
              </Button>
            </Group>
            {choiceError && (
              <Text size="sm" className={classes.outcome} data-tone="error">
                {message(choiceError)}
              </Text>
            )}
            {/* Added when there is something to say, as role="alert" is meant: an empty one, always there, was an alert on every public page. */}
            {failure && (
              <Text role="alert" size="sm" className={classes.outcome} data-tone="error" fw={500} mt={4}>
                {message(failure)}
              </Text>
            )}
            <Text size="xs" c="dimmed" mt={6}>
              {t('subscribeForm.privacy')}
            </Text>
          </>
        )}
      </form>
      {/* Beside the form, not in it: the dialog's own submit must not bubble to this one through React's tree. */}
      {choosingOnce && (
        <Suspense fallback={null}>
          <SubscriptionChoicesDialog
            opened={choosing}
            choices={choices}
            onChoose={setChosen}
            onClose={() => {
              setChoosing(false);
              changeButton.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

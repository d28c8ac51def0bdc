/**
 * Writing a comment or a reply (SPEC §2, §5, §8): optional name, email and comment. Post stays disabled
 * while the comment or email is empty, the email is not an address, or a post is on its way. The server's
 * answer is shown under the form — red on failure or when it mentions an error, green otherwise. On a page the
 * server rendered, the fields are native ones before the app has come: what the reader typed into them meanwhile is
 * taken into the form's state once hydrated (React keeps the text on screen, but not in the state it holds).
 */
import { useRef, useState, type FormEvent } from 'react';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { commentMessages, isEmail } from '@newsroom/shared';
import { useMessage } from '../../../i18n/messages';
import { errorMessage } from '../../../lib/api-client';
import { useTypedBeforeHydration } from '../../../lib/use-typed-before-hydration';
import { usePostComment } from '../api/post-comment';
import classes from './comment-form.module.css';

interface CommentFormProps {
  newsId: string;
  /** The comment answered; absent for a top-level comment. */
  parentId?: string;
  /** The form's accessible name, e.g. "Leave a comment" or "Reply to Paolo". */
  label: string;
  /** Shown as a Cancel button beside Post (reply forms). */
  onCancel?: () => void;
  autoFocus?: boolean;
}

interface PostOutcome {
  /** The server's words, or none: then the form's own "Comment submitted." in the reader's language. */
  text: string | undefined;
  failed: boolean;
}

/** SPEC §8: red when the text contains 'error'; a refusal is red too, whatever its words. */
const outcomeTone = ({ text, failed }: PostOutcome) => (failed || /error/i.test(text ?? '') ? 'error' : 'success');

export function CommentForm({ newsId, parentId, label, onCancel, autoFocus = false }: CommentFormProps) {
  const { t } = useTranslation('comments');
  const message = useMessage();
  const postComment = usePostComment();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [content, setContent] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [outcome, setOutcome] = useState<PostOutcome | null>(null);
  const nameField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  const contentField = useRef<HTMLTextAreaElement>(null);
  useTypedBeforeHydration(nameField, setFullName);
  useTypedBeforeHydration(emailField, setEmail);
  useTypedBeforeHydration(contentField, setContent);

  const emailValue = email.trim();
  const emailInvalid = emailValue !== '' && !isEmail(emailValue);
  const canPost = content.trim() !== '' && emailValue !== '' && !emailInvalid && !postComment.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!canPost) return;
    setOutcome(null);
    postComment.mutate(
      { newsId, parentId, body: { fullName: fullName.trim() || undefined, email: emailValue, content } },
      {
        onSuccess: (answer) => {
          setOutcome({ text: answer || undefined, failed: false });
          // Name and email stay for the next comment; the text that was posted goes.
          setContent('');
        },
        onError: (error) => setOutcome({ text: errorMessage(error, commentMessages.postFailed), failed: true }),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={label} noValidate>
      <Stack gap="sm">
        <Group grow align="flex-start" gap="sm" wrap="wrap" preventGrowOverflow={false}>
          <TextInput
            label={t('form.name')}
            description={t('form.optional')}
            type="text"
            autoComplete="name"
            ref={nameField}
            value={fullName}
            onChange={(event) => setFullName(event.currentTarget.value)}
            miw={200}
          />
          <TextInput
            label={t('form.email')}
            description={t('form.emailHint')}
            type="email"
            autoComplete="email"
            ref={emailField}
            withAsterisk
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setEmailTouched(true)}
            error={emailTouched && emailInvalid ? message(commentMessages.emailInvalid) : undefined}
            aria-invalid={emailTouched && emailInvalid ? true : undefined}
            miw={200}
          />
        </Group>
        <Textarea
          label={t('form.comment')}
          withAsterisk
          autosize
          minRows={3}
          maxRows={12}
          ref={contentField}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          autoFocus={autoFocus}
        />
        <Group gap="sm">
          <Button type="submit" disabled={!canPost} loading={postComment.isPending}>
            {t('form.post')}
          </Button>
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('form.cancel')}
            </Button>
          )}
        </Group>
        <div role="status" aria-live="polite">
          {outcome && (
            <Text size="sm" fw={500} className={classes.outcome} data-tone={outcomeTone(outcome)}>
              {outcome.text ? message(outcome.text) : t('form.submitted')}
            </Text>
          )}
        </div>
      </Stack>
    </form>
  );
}

/**
 * When a back-office save meets an expired sign-in, this dialog asks for the same user's password again; the
 * api client then sends the save once more (lib/api-client.ts `withBackOfficeToken`). Nothing typed is lost, and
 * the writer stays on the form instead of being sent to /login.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { errorMessage, setSessionRenewal } from '../../../lib/api-client';
import { readSession, saveSession } from '../../../lib/session';
import { login } from '../api/login';
import { PasswordField } from '../../../components/password-field';

export const sessionRenewalTexts = {
  title: 'Sign in again',
  explanation: (username: string) => `Your sign-in has expired. Enter the password for ${username} to save your work.`,
  submit: 'Sign in and save',
  cancel: 'Cancel',
  wrongUser: 'Sign in as the same user to save this work.',
  failed: 'Could not sign in. Please try again.',
} as const;

type Settle = (token: string | null) => void;

export function SessionRenewalDialog() {
  const [username, setUsername] = useState<string | null>(null);
  const settleRef = useRef<Settle | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    // Saves that fail together (a form and its photos) wait for one dialog.
    let pending: Promise<string | null> | null = null;
    setSessionRenewal(() => {
      const { username: current } = readSession();
      if (!current) return Promise.resolve(null);
      pending ??= new Promise<string | null>((resolve) => {
        settleRef.current = (token) => {
          pending = null;
          settleRef.current = null;
          setUsername(null);
          setPassword('');
          setError(null);
          resolve(token);
        };
        setUsername(current);
      });
      return pending;
    });
    return () => {
      setSessionRenewal(null);
      settleRef.current?.(null);
    };
  }, []);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username || !password) return;
    setSigningIn(true);
    setError(null);
    try {
      const answer = await login({ username, password });
      if (answer.username.toLowerCase() !== username.toLowerCase()) {
        setError(sessionRenewalTexts.wrongUser);
        return;
      }
      saveSession(answer);
      settleRef.current?.(answer.accessToken);
    } catch (failure) {
      setError(errorMessage(failure, sessionRenewalTexts.failed));
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <Modal opened={username !== null} onClose={() => settleRef.current?.(null)} title={sessionRenewalTexts.title} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{sessionRenewalTexts.explanation(username ?? '')}</Text>
          <PasswordField
            label="Password"
            autoComplete="current-password"
            data-autofocus
            withAsterisk
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => settleRef.current?.(null)} disabled={signingIn}>
              {sessionRenewalTexts.cancel}
            </Button>
            <Button type="submit" loading={signingIn} disabled={!password}>
              {sessionRenewalTexts.submit}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

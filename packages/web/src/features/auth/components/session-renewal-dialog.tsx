/**
 * When a back-office save meets an expired sign-in, this dialog asks for the same user's password again; the
 * api client then sends the save once more (lib/api-client.ts `withBackOfficeToken`). Nothing typed is lost, and
 * the writer stays on the form instead of being sent to /login.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../i18n/use-translation';
import { useMessage } from '../../../i18n/messages';
import { errorMessage, setSessionRenewal } from '../../../lib/api-client';
import { readSession, saveSession } from '../../../lib/session';
import { login } from '../api/login';
import { PasswordField } from '../../../components/password-field';

type Settle = (token: string | null) => void;

/** What went wrong: a key of the `auth` catalogs, or the server's own words. */
type RenewalError = { key: string } | { text: string };

export function SessionRenewalDialog() {
  const { t } = useTranslation('auth');
  const message = useMessage();
  const [username, setUsername] = useState<string | null>(null);
  const settleRef = useRef<Settle | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<RenewalError | null>(null);
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
        setError({ key: 'sessionRenewal.wrongUser' });
        return;
      }
      saveSession(answer);
      settleRef.current?.(answer.accessToken);
    } catch (failure) {
      const said = errorMessage(failure, '');
      setError(said ? { text: said } : { key: 'sessionRenewal.failed' });
    } finally {
      setSigningIn(false);
    }
  };

  return (
    <Modal opened={username !== null} onClose={() => settleRef.current?.(null)} title={t('sessionRenewal.title')} centered>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('sessionRenewal.explanation', { username: username ?? '' })}</Text>
          <PasswordField
            label={t('sessionRenewal.password')}
            autoComplete="current-password"
            data-autofocus
            withAsterisk
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            error={error && ('key' in error ? t(error.key) : message(error.text))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => settleRef.current?.(null)} disabled={signingIn}>
              {t('actions.cancel', { ns: 'common' })}
            </Button>
            <Button type="submit" loading={signingIn} disabled={!password}>
              {t('sessionRenewal.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

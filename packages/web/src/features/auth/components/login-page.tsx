/** /login: username and password; ADMIN then goes to user management, AUTHOR to their content (SPEC §2, §4). */
import '@mantine/core/styles/Alert.css';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Alert, Anchor, Box, Button, Center, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { loginMessages, type StoredRole } from '@newsroom/shared';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { saveSession } from '../../../lib/session';
import { SITE_NAME } from '../../../lib/site';
import { SiteFooterText } from '../../../components/site-footer';
import { PasswordField } from '../../../components/password-field';
import { useLogin } from '../api/login';

const landingByRole: Partial<Record<StoredRole, string>> = {
  ADMIN: paths.userManagement.getHref(),
  AUTHOR: paths.myNews.getHref(),
};

export function LoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const loginMutation = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: {
      username: (value) => (value.trim() ? null : loginMessages.usernameRequired),
      password: (value) => (value ? null : loginMessages.passwordRequired),
    },
  });

  const submit = form.onSubmit((values) => {
    setFormError(null);
    loginMutation.mutate(
      { username: values.username.trim(), password: values.password },
      {
        onSuccess: (answer) => {
          // Nothing cached for a previous user may show to this one.
          queryClient.clear();
          const role = saveSession(answer);
          const landing = landingByRole[role];
          if (landing) navigate(landing, { replace: true });
          else setFormError('You are signed in, but this account has no back-office role.');
        },
        onError: (error) => {
          if (isApiError(error, 401)) {
            form.setErrors({ username: loginMessages.invalidCredentials, password: loginMessages.invalidCredentials });
          } else if (isApiError(error, 429)) {
            setFormError(errorMessage(error, loginMessages.tooManyAttempts));
          } else {
            setFormError(errorMessage(error, 'Login failed. Please try again.'));
          }
        },
      },
    );
  });

  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Center component="main" style={{ flex: 1 }} p="md">
        <Container size={420} w="100%">
          <Stack gap="xs" align="center" mb="lg">
            <Anchor component={Link} to={paths.home.getHref()} fw={700} size="lg" underline="never" className="brand-name">
              {SITE_NAME}
            </Anchor>
            <Title order={1} size="h2">
              Sign in to the back office
            </Title>
            <Text c="dimmed" size="sm">
              For authors and administrators
            </Text>
          </Stack>
          <Paper withBorder shadow="sm" p="lg" radius="md">
            <form onSubmit={submit} noValidate>
              <Stack>
                {formError && (
                  <Alert color="red" role="alert">
                    {formError}
                  </Alert>
                )}
                <TextInput label="Username" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
                <PasswordField label="Password" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
                <Button type="submit" fullWidth loading={loginMutation.isPending}>
                  Login
                </Button>
              </Stack>
            </form>
          </Paper>
        </Container>
      </Center>
      <Box component="footer" py="md" px="md">
        <SiteFooterText />
      </Box>
    </Box>
  );
}

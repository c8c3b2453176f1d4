import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { loginRequestSchema, type SessionInfo } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { logIn } from '../api/auth-queries.ts';

// The contract's login rule without the domain, which the first step already settled.
const credentialsSchema = loginRequestSchema.omit({ domain: true });

/**
 * The local login form (000 §5 Login and account): a username with @ must be a valid email, both
 * fields are required, and the button stays disabled until the form is valid. A field's message
 * appears once it is left (touched), so nothing is said before the user had a chance to type, and
 * an invalid address never reaches the server.
 */
export function CredentialsForm({
  domain,
  notice,
  onSignedIn,
  onLocked,
  onForgotPassword,
  onChangeDomain,
}: {
  domain: string;
  notice: string | null;
  onSignedIn: (info: SessionInfo) => void;
  onLocked: (message: string) => void;
  onForgotPassword: () => void;
  onChangeDomain: () => void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { username: '', password: '' },
    validate: schemaResolver(credentialsSchema, { sync: true }),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    setPending(true);
    try {
      onSignedIn(await logIn({ username: values.username.trim(), password: values.password, domain }));
    } catch (error) {
      if (!isApiError(error)) setFailure(t('unknownError'));
      else if (error.status === 429) onLocked(error.messages[0] ?? t('accountLocked'));
      else if (error.status === 0) setFailure(t('unknownError'));
      // A 401 is the usual wrong password; business refusals (400, 403) carry their own message.
      else if (error.status === 401) setFailure(t('errorInvalidCredentials'));
      else setFailure(error.messages[0] ?? t('errorInvalidCredentials'));
    } finally {
      setPending(false);
    }
  });

  const field = (path: 'username' | 'password') => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('signingInTo', { domain })}
        </Text>
        {notice ? (
          <Alert color="blue" data-testid="login-notice">
            {notice}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" role="alert" data-testid="login-failure">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('usernameLabel')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="login-username"
          data-autofocus
          {...field('username')}
        />
        <PasswordInput
          label={t('passwordLabel')}
          autoComplete="current-password"
          data-testid="login-password"
          {...field('password')}
        />
        <Button type="submit" disabled={!form.isValid()} loading={pending} data-testid="login-submit">
          {t('loginButton')}
        </Button>
        <Group justify="space-between">
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={onForgotPassword}
            data-testid="login-forgot"
          >
            {t('forgotPasswordLink')}
          </Anchor>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={onChangeDomain}
            data-testid="login-change-domain"
          >
            {t('domainButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

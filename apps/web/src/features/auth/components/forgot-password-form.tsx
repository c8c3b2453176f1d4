import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { forgotPasswordRequestSchema } from '@procura/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { requestPasswordReset } from '../api/auth-queries.ts';

/** How long the confirmation stays in the form before it closes (001 §9: 1000 ms after success). */
export const closeAfterSentMs = 1000;

/**
 * The forgot-password form. The email lives in the login page, which clears it after a cancel;
 * after a successful request the confirmation shows here, and the page keeps showing it once the
 * form has closed.
 */
export function ForgotPasswordForm({
  domain,
  email,
  onEmailChange,
  onCancel,
  onSent,
}: {
  domain: string;
  email: string;
  onEmailChange: (email: string) => void;
  onCancel: () => void;
  onSent: (confirmation: string) => void;
}) {
  const { t } = useTranslation();
  const [touched, setTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const valid = forgotPasswordRequestSchema.safeParse({ email }).success;
  const fieldError = touched && email.trim() !== '' && !valid ? t('errorInvalidEmail') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!valid || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await requestPasswordReset(email.trim(), domain);
      const confirmation = t('sentPasswordReset', { email: email.trim() });
      setSent(confirmation);
      closeTimer.current = setTimeout(() => onSent(confirmation), closeAfterSentMs);
    } catch (error) {
      const status = isApiError(error) ? error.status : 0;
      // 001 §8 Reset password: 404 user not found, 400 invalid email, otherwise invalid credentials.
      if (status === 404) setFailure(t('errorUserNotFound'));
      else if (status === 400) setFailure(t('errorInvalidEmail'));
      else if (status === 0) setFailure(t('unknownError'));
      else setFailure(t('errorInvalidCredentials'));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={2} size="h3">
          {t('forgotPasswordTitle')}
        </Title>
        {sent ? (
          <Alert color="green" role="status" data-testid="forgot-sent">
            {sent}
          </Alert>
        ) : (
          <Text size="sm">{t('forgotPasswordIntro')}</Text>
        )}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextInput
          label={t('emailLabel')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            onEmailChange(event.currentTarget.value);
            setFailure(null);
          }}
          onBlur={() => setTouched(true)}
          error={fieldError}
          disabled={sent !== null}
          data-testid="forgot-email"
          data-autofocus
        />
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={onCancel} data-testid="forgot-cancel">
            {t('cancel')}
          </Anchor>
          <Button
            type="submit"
            disabled={!valid || sent !== null}
            loading={pending}
            data-testid="forgot-confirm"
          >
            {t('confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

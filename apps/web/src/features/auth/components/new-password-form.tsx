import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { isComplexPassword } from '@procura/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import { PasswordChecklist } from '../../../ui/password-checklist.tsx';
import { changeForgottenPassword } from '../api/auth-queries.ts';

/** Chooses the new password for a verified reset link, then points back to the login page. */
export function NewPasswordForm({ email, token }: { email: string; token: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [confirmationTouched, setConfirmationTouched] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);

  const complex = isComplexPassword(password);
  const matches = password === confirmation;
  const mismatch = confirmationTouched && confirmation !== '' && !matches ? t('passwordMismatch') : null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setConfirmationTouched(true);
    if (!complex || !matches || pending) return;
    setPending(true);
    setFailure(null);
    try {
      await changeForgottenPassword(email, token, password);
      setDone(true);
    } catch (error) {
      // The server explains a 400 (expired link, password refused); anything else is unexpected.
      setFailure(isApiError(error) && error.messages[0] ? error.messages[0] : t('resetFailed'));
    } finally {
      setPending(false);
    }
  }

  if (done) {
    return (
      <Stack>
        <Alert color="green" role="status" data-testid="reset-done">
          {t('passwordResetSuccess')}
        </Alert>
        <Anchor component={Link} to="/login">
          {t('backToLogin')}
        </Anchor>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <PasswordInput
          label={t('newPasswordLabel')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          autoComplete="new-password"
          data-testid="reset-password"
          data-autofocus
        />
        <PasswordChecklist password={password} />
        <PasswordInput
          label={t('confirmPasswordLabel')}
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          onBlur={() => setConfirmationTouched(true)}
          error={mismatch}
          autoComplete="new-password"
          data-testid="reset-confirmation"
        />
        <Button type="submit" disabled={!complex || !matches} loading={pending} data-testid="reset-submit">
          {t('changePasswordButton')}
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          {t('backToLogin')}
        </Anchor>
      </Stack>
    </form>
  );
}

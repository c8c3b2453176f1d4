import { Alert, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from '../../../ui/form-errors.ts';
import { resendVerification } from '../api/accounts-queries.ts';

/** Asks for a new verification link for `email`; the server answers the same whether or not it exists. */
export function ResendVerification({ agency, email }: { agency: string; email: string }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  async function resend() {
    setPending(true);
    try {
      setAnswer({ ok: true, text: await resendVerification(agency, email) });
    } catch (error) {
      setAnswer({ ok: false, text: readRefusal(error, {}).general ?? t('unknownError') });
    } finally {
      setPending(false);
    }
  }
  return (
    <Stack gap="xs">
      {answer ? (
        <Alert
          color={answer.ok ? 'blue' : 'red'}
          role={answer.ok ? 'status' : 'alert'}
          data-testid="resend-answer"
        >
          {answer.text}
        </Alert>
      ) : null}
      <Button
        variant="light"
        onClick={() => void resend()}
        loading={pending}
        data-testid="resend-verification"
      >
        {t('supplierResendVerification')}
      </Button>
    </Stack>
  );
}

import { Button, Group, Stack, TextInput } from '@mantine/core';
import { type LoginType, loginTypeRequestSchema } from '@procura/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { fetchLoginType } from '../api/auth-queries.ts';

export type LoginChoice = 'local' | 'sso';

/**
 * The first login step: the agency's domain. Either button looks up how the domain signs in; the
 * button pressed is the user's choice when the domain offers both.
 */
export function DomainStep({
  initialDomain,
  onResolved,
}: {
  initialDomain: string;
  onResolved: (domain: string, loginType: LoginType, choice: LoginChoice) => void;
}) {
  const { t } = useTranslation();
  const [domain, setDomain] = useState(initialDomain);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState<LoginChoice | null>(null);
  const valid = loginTypeRequestSchema.safeParse({ domain }).success;

  async function resolve(choice: LoginChoice) {
    if (!valid || pending) return;
    const trimmed = domain.trim();
    setPending(choice);
    setError(null);
    try {
      const loginType = await fetchLoginType(trimmed);
      onResolved(trimmed, loginType, choice);
    } catch (failure) {
      // 001 §8: 400 means the domain is unknown; any other failure reads as invalid credentials.
      setError(
        t(isApiError(failure) && failure.status === 400 ? 'errorInvalidDomain' : 'errorInvalidCredentials'),
      );
    } finally {
      setPending(null);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void resolve('local');
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('domainLabel')}
          description={t('domainDescription')}
          value={domain}
          onChange={(event) => {
            setDomain(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          data-testid="login-domain"
          data-autofocus
        />
        <Group grow>
          <Button
            type="submit"
            disabled={!valid || pending !== null}
            loading={pending === 'local'}
            data-testid="login-local"
          >
            {t('loginButton')}
          </Button>
          <Button
            type="button"
            variant="default"
            disabled={!valid || pending !== null}
            loading={pending === 'sso'}
            onClick={() => void resolve('sso')}
            data-testid="login-sso"
          >
            {t('ssoButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

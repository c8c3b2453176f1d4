import { Button, EmptyState, List, Stack, Text, Title } from '@mantine/core';
import type { SignerView } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../ui/format.ts';
import { signedPdfUrl } from '../../api/signing-queries.ts';

/** The link cannot open the envelope: spent, replaced by a newer one, expired, or not a link at all. */
export function InvalidLink({ message }: { message?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      color="red"
      title={t('signingInvalidTitle')}
      description={message ?? t('envelopeLinkInvalid')}
      py="xl"
      data-testid="sign-invalid"
    >
      <EmptyState.Actions>
        <Text size="sm" c="dimmed">
          {t('signingInvalidHint')}
        </Text>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** Someone signs before this signer: they are mailed a link when their turn comes. */
export function WaitingForTurn({ view }: { view: SignerView }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('signingWaitingTitle')}
      description={t('signingWaitingText', { envelope: view.envelopeName, agency: view.agencyName })}
      py="xl"
      data-testid="sign-waiting"
    />
  );
}

/** The sender is correcting the envelope (decision 249): nothing of it shows until it is sent again. */
export function EnvelopeUnavailable({ view }: { view: SignerView }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      color="orange"
      title={t('signingUnavailableTitle')}
      description={t('signingUnavailableText', { envelope: view.envelopeName, agency: view.agencyName })}
      py="xl"
      data-testid="sign-unavailable"
    />
  );
}

/** This signer has signed; the others sign next, and everyone is mailed once all have signed. */
export function SignedSummary({ view }: { view: SignerView }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="sign-signed">
      <Title order={2} size="h3">
        {t('signingSignedTitle')}
      </Title>
      <Text>
        {t('signingSignedText', {
          envelope: view.envelopeName,
          when: formatDateTime(view.signedAt),
        })}
      </Text>
      {view.documents.length > 0 ? (
        <>
          <Text size="sm" fw={500}>
            {t('signingSignedDocuments')}
          </Text>
          <List size="sm">
            {view.documents.map((document) => (
              <List.Item key={document.id}>{document.fileName}</List.Item>
            ))}
          </List>
        </>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('signingSignedNext')}
      </Text>
    </Stack>
  );
}

/** Every signer has signed: the signed PDF, with its certificate page, may be downloaded. */
export function EnvelopeCompleted({ view }: { view: SignerView }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      color="green"
      title={t('signingCompletedTitle')}
      description={t('signingCompletedText', { envelope: view.envelopeName })}
      py="xl"
      data-testid="sign-completed"
    >
      <EmptyState.Actions>
        <Button component="a" href={signedPdfUrl} download data-testid="signed-download">
          {t('signingDownloadSigned')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

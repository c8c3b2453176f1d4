import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { type ContractEnvelope, type EnvelopeSigner, envelopeStage } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import {
  signedCount,
  signerStatusColors,
  signerStatusLabelKeys,
  stageColors,
  stageLabelKeys,
} from '../presenters.ts';

/**
 * An envelope's status (In Progress or Completed) and, while in progress, where it stands: not
 * sent yet, sent, or being corrected. `testId` names the status badge for the journeys.
 */
export function EnvelopeStatusBadges({ envelope, testId }: { envelope: ContractEnvelope; testId?: string }) {
  const { t } = useTranslation();
  const stage = envelopeStage(envelope);
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        color={envelope.status === 'Completed' ? 'green' : 'blue'}
        variant="light"
        data-testid={testId}
        data-status={envelope.status}
        data-stage={stage}
      >
        {t(envelope.status === 'Completed' ? 'builderStatusCompleted' : 'builderStatusInProgress')}
      </Badge>
      {stage === 'completed' ? null : (
        <Badge color={stageColors[stage]} variant="outline">
          {t(stageLabelKeys[stage])}
        </Badge>
      )}
    </Group>
  );
}

/** How many of the signers have signed, in words and as a bar. */
export function SignerProgress({ envelope }: { envelope: ContractEnvelope }) {
  const { t } = useTranslation();
  const total = envelope.signers.length;
  const signed = signedCount(envelope);
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('builderNoSignersYet')}
      </Text>
    );
  }
  const text = t('builderSignedOf', { signed, total });
  return (
    <Stack gap={4} miw={120}>
      <Text size="sm">{text}</Text>
      <Progress value={(signed / total) * 100} size="sm" color="green" aria-label={text} />
    </Stack>
  );
}

export function SignerStatusBadge({ signer }: { signer: EnvelopeSigner }) {
  const { t } = useTranslation();
  return (
    <Badge color={signerStatusColors[signer.status]} variant="light" data-status={signer.status}>
      {t(signerStatusLabelKeys[signer.status])}
    </Badge>
  );
}

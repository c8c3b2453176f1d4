import { Anchor, Table, Text } from '@mantine/core';
import type { ContractEnvelope } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';
import { EnvelopeStatusBadges, SignerProgress } from './envelope-badges.tsx';

/** The contract's envelopes: name, number, status and how far the signing has come. */
export function EnvelopeList({
  envelopes,
  onOpen,
}: {
  envelopes: readonly ContractEnvelope[];
  onOpen: (envelopeId: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table aria-label={t('builderEnvelopesLabel')} data-testid="envelope-list" verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('builderColumnName')}</Table.Th>
            <Table.Th>{t('builderColumnNumber')}</Table.Th>
            <Table.Th>{t('builderColumnStatus')}</Table.Th>
            <Table.Th>{t('builderColumnSigners')}</Table.Th>
            <Table.Th>{t('builderColumnSent')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {envelopes.map((envelope) => (
            <Table.Tr key={envelope.id} data-testid={`envelope-row-${envelope.id}`}>
              <Table.Td>
                <Anchor component="button" type="button" onClick={() => onOpen(envelope.id)}>
                  {envelope.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {envelope.number}
                </Text>
              </Table.Td>
              <Table.Td>
                <EnvelopeStatusBadges envelope={envelope} />
              </Table.Td>
              <Table.Td>
                <SignerProgress envelope={envelope} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {envelope.completedAt
                    ? formatDateTime(envelope.completedAt)
                    : envelope.sentAt
                      ? formatDateTime(envelope.sentAt)
                      : t('builderNotSent')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

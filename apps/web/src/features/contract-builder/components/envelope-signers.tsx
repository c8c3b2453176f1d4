import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { ContractEnvelope, EnvelopeSigner } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { movedIds, ReorderButtons } from '../../../ui/reorder.tsx';
import { removeSigner, resendSigner, sortSigners } from '../api/envelope-queries.ts';
import type { EnvelopeCall } from '../api/use-envelope-call.ts';
import { mayChangeContent, mayEditSigner, mayRemoveSigner, mayResend } from '../presenters.ts';
import { AddSignerForm } from './add-signer-form.tsx';
import { SignerStatusBadge } from './envelope-badges.tsx';
import { SignerEditModal } from './signer-edit-modal.tsx';

/**
 * The envelope's signers in the order they sign (decision 249: each is mailed when their turn
 * comes): added by name and email, changed and reordered while the envelope may change, removed
 * unless they signed, and sent their link again when it is their turn.
 */
export function EnvelopeSigners({ envelope, call }: { envelope: ContractEnvelope; call: EnvelopeCall }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [editing, setEditing] = useState<EnvelopeSigner | null>(null);
  const ref = { contractId: envelope.contractId, envelopeId: envelope.id };
  const { signers } = envelope;
  const busy = call.pending !== null;
  const editable = mayChangeContent(envelope);

  const move = (index: number, step: -1 | 1) =>
    void call.run('order', () =>
      sortSigners(
        node,
        ref,
        movedIds(
          signers.map((s) => s.id),
          index,
          step,
        ),
      ),
    );

  function remove(signer: EnvelopeSigner) {
    confirmAction({
      title: t('builderSignerRemoveTitle'),
      message: t('builderSignerRemoveConfirm', { name: signer.name }),
      confirmLabel: t('builderRemove'),
      danger: true,
      onConfirm: () =>
        void call.run(
          `remove-${signer.id}`,
          () => removeSigner(node, ref, signer.id),
          t('builderSignerRemoved', { name: signer.name }),
        ),
    });
  }

  return (
    <Stack data-testid="envelope-signers">
      {signers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('builderSignersEmpty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table aria-label={t('builderSignersLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={70}>{t('builderColumnOrder')}</Table.Th>
                <Table.Th>{t('builderColumnSigner')}</Table.Th>
                <Table.Th>{t('builderColumnStatus')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {signers.map((signer, index) => (
                <Table.Tr key={signer.id} data-testid={`signer-row-${signer.id}`}>
                  <Table.Td>
                    {editable ? (
                      <ReorderButtons
                        name={signer.name}
                        isFirst={index === 0}
                        isLast={index === signers.length - 1}
                        disabled={busy}
                        onMove={(step) => move(index, step)}
                      />
                    ) : (
                      <Text size="sm">{index + 1}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{signer.name}</Text>
                    <Text size="xs" c="dimmed">
                      {signer.email}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <SignerStatusBadge signer={signer} />
                    {signer.signedAt ? (
                      <Text size="xs" c="dimmed">
                        {formatDateTime(signer.signedAt)}
                      </Text>
                    ) : signer.sentAt ? (
                      <Text size="xs" c="dimmed">
                        {t('builderSignerSentAt', { when: formatDateTime(signer.sentAt) })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {mayResend(envelope, signer) ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={t('builderSignerResendItem', { name: signer.name })}
                          loading={call.pending === `resend-${signer.id}`}
                          disabled={busy}
                          onClick={() =>
                            void call.run(
                              `resend-${signer.id}`,
                              () => resendSigner(node, ref, signer.id),
                              t('builderSignerResent', { name: signer.name }),
                            )
                          }
                        >
                          {t('builderSignerResend')}
                        </Button>
                      ) : null}
                      {mayEditSigner(envelope, signer) ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          aria-label={t('builderSignerEditItem', { name: signer.name })}
                          disabled={busy}
                          onClick={() => setEditing(signer)}
                        >
                          {t('edit')}
                        </Button>
                      ) : null}
                      {envelope.canEdit && envelope.status !== 'Completed' ? (
                        <Button
                          size="compact-sm"
                          variant="subtle"
                          color="red"
                          aria-label={t('builderSignerRemoveItem', { name: signer.name })}
                          title={signer.status === 'Signed' ? t('envelopeSignerSigned') : undefined}
                          loading={call.pending === `remove-${signer.id}`}
                          disabled={busy || !mayRemoveSigner(envelope, signer)}
                          onClick={() => remove(signer)}
                        >
                          {t('builderRemove')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editable ? <AddSignerForm envelope={envelope} /> : null}
      {editing ? (
        <SignerEditModal envelope={envelope} signer={editing} onClose={() => setEditing(null)} />
      ) : null}
    </Stack>
  );
}

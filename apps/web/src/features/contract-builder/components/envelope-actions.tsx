import { Alert, Button, Group, List, Stack } from '@mantine/core';
import type { ContractEnvelope, OwnLicence } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import {
  changeEnvelopeStatus,
  deleteEnvelope,
  downloadAllUrl,
  downloadSummaryUrl,
  useEnvelopeCache,
} from '../api/envelope-queries.ts';
import type { EnvelopeCall } from '../api/use-envelope-call.ts';
import { licenceBlock, mayCorrect, maySend } from '../presenters.ts';

/**
 * What is still missing before the envelope may be sent, in the server's words (its `missing`
 * keys, decision 250), as a checklist beside Send.
 */
export function MissingForSend({ envelope }: { envelope: ContractEnvelope }) {
  const { t } = useTranslation();
  if (envelope.missing.length === 0 || !maySend(envelope)) return null;
  return (
    <Alert color="yellow" title={t('builderMissingTitle')} data-testid="envelope-missing">
      <List size="sm">
        {envelope.missing.map((key) => (
          <List.Item key={key} data-key={key}>
            {t(key as 'envelopeNeedsSigner')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * An envelope's steps: Send (or send again after a correction), Correct (its signers see it
 * unavailable until it is sent again, decision 249), Delete, and the downloads: every document as
 * sent with the signed PDF in a zip, and the summary (the certificate of who signed so far).
 */
export function EnvelopeActions({
  envelope,
  licence,
  call,
  onDeleted,
}: {
  envelope: ContractEnvelope;
  licence: OwnLicence | undefined;
  call: EnvelopeCall;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useEnvelopeCache(envelope.contractId);
  const ref = { contractId: envelope.contractId, envelopeId: envelope.id };
  const busy = call.pending !== null;
  const blocked = licenceBlock(envelope, licence);
  const resend = envelope.sentAt !== null;

  async function send() {
    const sent = await call.run(
      'send',
      () => changeEnvelopeStatus(node, ref, 'Send'),
      t(resend ? 'builderResent' : 'builderSent', { name: envelope.name }),
    );
    if (sent) cache.refreshLicence();
  }

  function correct() {
    confirmAction({
      title: t('builderCorrectTitle'),
      message: t('builderCorrectConfirm', { name: envelope.name }),
      confirmLabel: t('builderCorrect'),
      onConfirm: () =>
        void call.run(
          'correct',
          () => changeEnvelopeStatus(node, ref, 'Correct'),
          t('builderCorrecting', { name: envelope.name }),
        ),
    });
  }

  function remove() {
    confirmAction({
      title: t('builderDeleteTitle'),
      message: t('builderDeleteConfirm', { name: envelope.name }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () =>
        void deleteEnvelope(node, ref)
          .then(() => {
            onDeleted();
            cache.remove(envelope.id);
            notifySaved(t('builderDeleted', { name: envelope.name }));
          })
          .catch(notifyRefusal),
    });
  }

  return (
    <Stack gap="sm">
      <Group gap="xs" data-testid="envelope-actions">
        {maySend(envelope) ? (
          <Button
            onClick={() => void send()}
            loading={call.pending === 'send'}
            disabled={busy || envelope.missing.length > 0 || blocked !== null}
            data-testid="envelope-send"
          >
            {t(resend ? 'builderSendAgain' : 'builderSend')}
          </Button>
        ) : null}
        {mayCorrect(envelope) ? (
          <Button
            variant="light"
            color="orange"
            onClick={correct}
            loading={call.pending === 'correct'}
            disabled={busy}
            data-testid="envelope-correct"
          >
            {t('builderCorrect')}
          </Button>
        ) : null}
        <Button
          component="a"
          variant="default"
          href={downloadAllUrl(node, ref)}
          download
          data-testid="envelope-download-all"
        >
          {t('builderDownloadAll')}
        </Button>
        <Button
          component="a"
          variant="default"
          href={downloadSummaryUrl(node, ref)}
          download
          data-testid="envelope-download-summary"
        >
          {t('builderDownloadSummary')}
        </Button>
        {envelope.canDelete ? (
          <Button variant="subtle" color="red" onClick={remove} disabled={busy} data-testid="envelope-delete">
            {t('builderDelete')}
          </Button>
        ) : null}
      </Group>
      <MissingForSend envelope={envelope} />
      {maySend(envelope) && blocked ? (
        <Alert color="red" data-testid="envelope-licence-block">
          {t(blocked)}
        </Alert>
      ) : null}
    </Stack>
  );
}

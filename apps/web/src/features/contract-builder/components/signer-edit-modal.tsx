import { Modal, Stack, TextInput } from '@mantine/core';
import { type ContractEnvelope, type EnvelopeSigner, signerInputSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { updateSigner, useEnvelopeCache } from '../api/envelope-queries.ts';
import { isOnEnvelope, signerFields } from './add-signer-form.tsx';

/** Renames or readdresses a signer who has not signed; an address already on the envelope is refused. */
export function SignerEditModal({
  envelope,
  signer,
  onClose,
}: {
  envelope: ContractEnvelope;
  signer: EnvelopeSigner;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useEnvelopeCache(envelope.contractId);
  const [draft, setDraft] = useState({ name: signer.name, email: signer.email });
  const { errors, failure, saving, run } = useModalSave(signerFields);

  async function save() {
    const problems = schemaErrors(signerInputSchema, draft);
    if (!problems.email && isOnEnvelope(envelope, draft.email, signer.id)) {
      problems.email = t('signatureRecipientExists');
    }
    const done = await run(problems, async () => {
      const ref = { contractId: envelope.contractId, envelopeId: envelope.id };
      cache.put(await updateSigner(node, ref, signer.id, signerInputSchema.parse(draft)));
    });
    if (done) {
      notifySaved(t('builderSignerSaved', { name: draft.name.trim() }));
      onClose();
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('builderSignerEditTitle', { name: signer.name })}>
      <Stack>
        <TextInput
          label={t('builderSignerName')}
          required
          maxLength={200}
          value={draft.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
          }}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label={t('builderSignerEmail')}
          required
          type="email"
          maxLength={254}
          value={draft.email}
          onChange={(e) => {
            const email = e.currentTarget.value;
            setDraft((d) => ({ ...d, email }));
          }}
          error={errors.email}
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('save')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}

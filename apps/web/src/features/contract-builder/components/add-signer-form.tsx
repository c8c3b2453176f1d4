import { Alert, Button, Fieldset, Group, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type ContractEnvelope, envelopeRules, isValidEmail, signerInputSchema } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { useModalSave } from '../../../ui/modal-form.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { envelopeKeys } from '../api/envelope-keys.ts';
import { addSigner, lookupRecipient, useEnvelopeCache } from '../api/envelope-queries.ts';

/** The address settles this long before it is looked up, so typing does not ask at every key. */
export const lookupDebounceMs = 300;

export const signerFields: Record<string, 'name' | 'email'> = {
  nameRequired: 'name',
  errorInvalidEmail: 'email',
  signatureRecipientExists: 'email',
};

/** Whether the address already signs this envelope (each address signs once, decision 249). */
export function isOnEnvelope(envelope: ContractEnvelope, email: string, exceptSignerId?: number): boolean {
  const wanted = email.trim().toLowerCase();
  return envelope.signers.some((s) => s.id !== exceptSignerId && s.email.toLowerCase() === wanted);
}

/**
 * Adds a signer at the end of the order. Once the address reads as one, the server says whether
 * it already signs this envelope (refused before sending, in the catalogue's words) and the name
 * the agency knows for it (a team member or a supplier contact), which fills an empty name.
 */
export function AddSignerForm({ envelope }: { envelope: ContractEnvelope }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const cache = useEnvelopeCache(envelope.contractId);
  const ref = { contractId: envelope.contractId, envelopeId: envelope.id };
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  // The name the lookup filled in: a later lookup may replace it, never a name the user typed.
  const [filled, setFilled] = useState<string | null>(null);
  const [settled] = useDebouncedValue(email.trim(), lookupDebounceMs);
  const { errors, failure, saving, run } = useModalSave(signerFields);
  const full = envelope.signers.length >= envelopeRules.maxSigners;

  const lookup = useQuery({
    queryKey: [...envelopeKeys.all(node), 'lookup', envelope.id, settled.toLowerCase()],
    queryFn: ({ signal }) => lookupRecipient(node, ref, settled, signal),
    enabled: isValidEmail(settled),
    staleTime: 30_000,
  });
  const found = lookup.data && lookup.data.email.toLowerCase() === settled.toLowerCase() ? lookup.data : null;
  const exists = isOnEnvelope(envelope, email) || (found?.exists ?? false);

  useEffect(() => {
    if (!found?.name) return;
    const known = found.name;
    setName((current) => (current.trim() === '' || current === filled ? known : current));
    setFilled(known);
  }, [found?.name, filled]);

  async function add() {
    const input = { name, email };
    const problems = schemaErrors(signerInputSchema, input);
    if (!problems.email && exists) problems.email = t('signatureRecipientExists');
    const done = await run(problems, async () => {
      cache.put(await addSigner(node, ref, signerInputSchema.parse(input)));
    });
    if (done) {
      setName('');
      setEmail('');
      setFilled(null);
    }
  }

  return (
    <Fieldset legend={t('builderSignerAdd')} disabled={full}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('builderSignerEmail')}
          required
          type="email"
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email ?? (exists ? t('signatureRecipientExists') : undefined)}
          description={found?.name && !exists ? t('builderSignerKnownAs', { name: found.name }) : undefined}
          data-testid="signer-add-email"
        />
        <TextInput
          label={t('builderSignerName')}
          required
          maxLength={200}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          data-testid="signer-add-name"
        />
      </SimpleGrid>
      {failure ? (
        <Alert color="red" role="alert" mt="sm">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end" mt="sm">
        <Button onClick={() => void add()} loading={saving} disabled={exists} data-testid="signer-add">
          {t('builderSignerAddButton')}
        </Button>
      </Group>
    </Fieldset>
  );
}

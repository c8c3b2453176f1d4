import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type ContractEnvelope,
  type EnvelopeDetails,
  envelopeDetailsSchema,
  envelopeLanguages,
  envelopeRules,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { useTimeZones } from '../../control-panel/index.ts';
import { createEnvelope, saveEnvelopeDetails, useEnvelopeCache } from '../api/envelope-queries.ts';

const detailFields: Record<string, keyof EnvelopeDetails> = { nameRequired: 'name' };

const options = ['emailReminders', 'notarization', 'inPersonSigning', 'reviewBeforeCompletion'] as const;
const optionLabels = {
  emailReminders: 'builderEmailReminders',
  notarization: 'builderNotarization',
  inPersonSigning: 'builderInPersonSigning',
  reviewBeforeCompletion: 'builderReviewBeforeCompletion',
} as const;
const optionHints = {
  emailReminders: 'builderEmailRemindersHint',
  notarization: 'builderNotarizationHint',
  inPersonSigning: 'builderInPersonSigningHint',
  reviewBeforeCompletion: 'builderReviewBeforeCompletionHint',
} as const;

function detailsOf(
  envelope: ContractEnvelope | null,
  defaults: { language: string; timezone: string },
): EnvelopeDetails {
  if (envelope) {
    const { name, number, message, language, timezone } = envelope;
    const { emailReminders, notarization, inPersonSigning, reviewBeforeCompletion } = envelope;
    return {
      name,
      number,
      message,
      language,
      timezone,
      emailReminders,
      notarization,
      inPersonSigning,
      reviewBeforeCompletion,
    };
  }
  return {
    name: '',
    number: '',
    message: '',
    // The signers' emails speak the agency's language and give times in its zone unless changed.
    language: defaults.language === 'fr' ? 'fr' : 'en',
    timezone: defaults.timezone,
    emailReminders: false,
    notarization: false,
    inPersonSigning: false,
    reviewBeforeCompletion: false,
  };
}

/**
 * An envelope's details (000 §3 Envelope): its name and number, the message the signers read, the
 * language and time zone of their emails and of the signed PDF's dates, and its options. A new
 * envelope is made by its first save; later saves change it while it may change.
 */
export function EnvelopeDetailsForm({
  contractId,
  envelope,
  readOnly = false,
  onCreated,
  onCancel,
}: {
  contractId: number;
  envelope: ContractEnvelope | null;
  readOnly?: boolean;
  onCreated?: (envelopeId: number) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const cache = useEnvelopeCache(contractId);
  const zones = useTimeZones();
  const [draft, setDraft] = useState(() => detailsOf(envelope, info.customer));
  const { errors, failure, saving, run } = useModalSave(detailFields);
  const set = <K extends keyof EnvelopeDetails>(name: K, value: EnvelopeDetails[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  const zoneOptions = [...(zones.data ?? [])];
  // The saved zone stays listed even when the server's list no longer names it.
  if (!zoneOptions.includes(draft.timezone)) zoneOptions.unshift(draft.timezone);

  async function save() {
    const problems = schemaErrors(envelopeDetailsSchema, draft);
    await run(problems, async () => {
      const details = envelopeDetailsSchema.parse(draft);
      if (envelope) {
        cache.put(await saveEnvelopeDetails(node, { contractId, envelopeId: envelope.id }, details));
        notifySaved(t('builderDetailsSaved'));
        return;
      }
      const created = await createEnvelope(node, contractId, details);
      cache.put(created);
      notifySaved(t('builderCreated', { name: details.name }));
      if (created) onCreated?.(created.id);
    });
  }

  return (
    <Stack data-testid="envelope-details">
      <Fieldset
        legend={envelope ? t('builderDetailsTitle') : t('builderNewEnvelope')}
        disabled={readOnly || saving}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t('builderEnvelopeName')}
              required
              maxLength={envelopeRules.nameMax}
              value={draft.name}
              onChange={(e) => set('name', e.currentTarget.value)}
              error={errors.name}
              data-testid="envelope-name"
            />
            <TextInput
              label={t('builderEnvelopeNumber')}
              maxLength={envelopeRules.numberMax}
              value={draft.number}
              onChange={(e) => set('number', e.currentTarget.value)}
              error={errors.number}
            />
          </SimpleGrid>
          <Textarea
            label={t('builderEnvelopeMessage')}
            description={t('builderEnvelopeMessageHint')}
            autosize
            minRows={3}
            maxLength={envelopeRules.messageMax}
            value={draft.message}
            onChange={(e) => set('message', e.currentTarget.value)}
            error={errors.message}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('builderEnvelopeLanguage')}
              allowDeselect={false}
              data={envelopeLanguages.map((language) => ({
                value: language,
                label: t(language === 'fr' ? 'builderLanguageFr' : 'builderLanguageEn'),
              }))}
              value={draft.language}
              onChange={(value) => set('language', value === 'fr' ? 'fr' : 'en')}
            />
            <Select
              label={t('builderEnvelopeTimeZone')}
              searchable
              allowDeselect={false}
              data={zoneOptions}
              value={draft.timezone}
              onChange={(value) => set('timezone', value ?? draft.timezone)}
              error={errors.timezone ?? (zones.isError ? t('builderTimeZonesFailed') : undefined)}
              nothingFoundMessage={t('noMatches')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {options.map((option) => (
              <Checkbox
                key={option}
                label={t(optionLabels[option])}
                description={t(optionHints[option])}
                checked={draft[option]}
                onChange={(e) => set(option, e.currentTarget.checked)}
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Fieldset>
      {readOnly ? null : envelope ? (
        <Group justify="flex-end">
          {failure ? (
            <Alert color="red" role="alert" style={{ flex: 1 }}>
              {failure}
            </Alert>
          ) : null}
          <Button onClick={() => void save()} loading={saving} data-testid="envelope-details-save">
            {t('save')}
          </Button>
        </Group>
      ) : (
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('builderCreate')}
          onCancel={() => onCancel?.()}
          onSave={() => void save()}
        />
      )}
    </Stack>
  );
}

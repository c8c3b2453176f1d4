import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type ContractEnvelope,
  type EnvelopeFieldType,
  envelopeFieldTypes,
  envelopeRules,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { documentPreviewUrl, saveDesigner } from '../api/envelope-queries.ts';
import type { EnvelopeCall } from '../api/use-envelope-call.ts';
import { PdfPages } from '../pdf/pdf-pages.tsx';
import { fieldTypeLabelKeys, signerColor } from '../presenters.ts';
import {
  type DraftField,
  draftOf,
  fieldInputsOf,
  isDraftChanged,
  newFieldKey,
  type Rect,
} from './designer-model.ts';
import { DesignerSurface, type SurfaceSigner } from './designer-surface.tsx';

/**
 * The designer (000 §5; decision 250): each PDF document's pages drawn by pdf.js, on which the
 * fields are placed for a chosen signer and type, moved, resized and removed, then saved whole in
 * fractions of their page. Documents attached as they are take no fields. While the envelope may
 * not change the fields are shown, not moved.
 */
export function EnvelopeDesigner({
  envelope,
  editable,
  call,
}: {
  envelope: ContractEnvelope;
  editable: boolean;
  call: EnvelopeCall;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const ref = { contractId: envelope.contractId, envelopeId: envelope.id };
  const [draft, setDraft] = useState(() => draftOf(envelope.fields));
  const [saved, setSaved] = useState(envelope.fields);
  const [selected, setSelected] = useState<string | null>(null);
  const [chosenSigner, setChosenSigner] = useState<number | null>(envelope.signers[0]?.id ?? null);
  const [type, setType] = useState<EnvelopeFieldType>('signature');

  // The server's fields changed (a save, or another screen): an untouched draft follows them.
  if (saved !== envelope.fields) {
    setSaved(envelope.fields);
    if (!isDraftChanged(draft, saved)) setDraft(draftOf(envelope.fields));
  }
  const changed = isDraftChanged(draft, envelope.fields);
  // Unsaved fields hold the agency switch back, as an unsaved form does.
  useUnsavedChanges(changed);
  const signerId = envelope.signers.some((s) => s.id === chosenSigner)
    ? chosenSigner
    : (envelope.signers[0]?.id ?? null);
  const signers: SurfaceSigner[] = envelope.signers.map((s) => ({
    id: s.id,
    name: s.name,
    color: signerColor(envelope, s.id),
  }));
  const full = draft.length >= envelopeRules.maxFields;
  const current = draft.find((f) => f.key === selected) ?? null;

  const update = (key: string, change: Partial<DraftField>) =>
    setDraft((fields) => fields.map((f) => (f.key === key ? { ...f, ...change } : f)));
  const remove = (key: string) => {
    setDraft((fields) => fields.filter((f) => f.key !== key));
    setSelected(null);
  };
  function place(documentId: number, page: number, rect: Rect) {
    if (signerId === null || full) return;
    const key = newFieldKey();
    setDraft((fields) => [
      ...fields,
      { key, documentId, signerId, type, page, required: true, label: '', ...rect },
    ]);
    setSelected(key);
  }

  async function save() {
    // A field whose signer or page left the envelope meanwhile (another screen) goes with them.
    const kept = draft.filter((f) => {
      const pages = envelope.documents.find((d) => d.id === f.documentId)?.pageCount ?? 0;
      return f.page <= pages && envelope.signers.some((s) => s.id === f.signerId);
    });
    const done = await call.run(
      'designer',
      () => saveDesigner(node, ref, fieldInputsOf(kept)),
      t('builderDesignerSaved'),
    );
    if (done) setSelected(null);
  }

  return (
    <Stack data-testid="envelope-designer">
      {editable ? (
        <Paper withBorder p="sm" pos="sticky" top={0} style={{ zIndex: 2 }}>
          <Group justify="space-between" align="flex-end">
            <Group align="flex-end" gap="sm">
              <Select
                label={t('builderDesignerSigner')}
                allowDeselect={false}
                data={signers.map((s) => ({ value: String(s.id), label: s.name }))}
                value={signerId === null ? null : String(signerId)}
                onChange={(value) => setChosenSigner(value ? Number(value) : null)}
                data-testid="designer-signer"
                w={220}
              />
              <Group gap={4} role="group" aria-label={t('builderDesignerType')}>
                {envelopeFieldTypes.map((fieldType) => (
                  <Button
                    key={fieldType}
                    size="sm"
                    variant={type === fieldType ? 'filled' : 'default'}
                    aria-pressed={type === fieldType}
                    onClick={() => setType(fieldType)}
                    data-testid={`designer-type-${fieldType}`}
                  >
                    {t(fieldTypeLabelKeys[fieldType])}
                  </Button>
                ))}
              </Group>
            </Group>
            <Group gap="xs">
              {changed ? (
                <Badge color="orange" variant="light">
                  {t('builderDesignerUnsaved')}
                </Badge>
              ) : null}
              <Button
                variant="default"
                disabled={!changed || call.pending !== null}
                onClick={() => setDraft(draftOf(envelope.fields))}
              >
                {t('builderDesignerDiscard')}
              </Button>
              <Button
                onClick={() => void save()}
                disabled={!changed || call.pending !== null}
                loading={call.pending === 'designer'}
                data-testid="designer-save"
              >
                {t('builderDesignerSave')}
              </Button>
            </Group>
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {full ? t('builderDesignerFull', { max: envelopeRules.maxFields }) : t('builderDesignerHint')}
          </Text>
          {current ? (
            <SelectedField
              field={current}
              signers={signers}
              onChange={(change) => update(current.key, change)}
              onRemove={() => remove(current.key)}
            />
          ) : null}
        </Paper>
      ) : null}
      {envelope.documents.map((document, documentIndex) => (
        <Stack key={document.id} gap="xs" data-testid={`designer-document-${documentIndex}`}>
          <Title order={5}>{document.fileName}</Title>
          {document.pageCount === null ? (
            <Alert color="gray">{t('builderDesignerNoPages')}</Alert>
          ) : (
            <PdfPages url={documentPreviewUrl(node, ref, document.id)} label={document.fileName}>
              {(page) => (
                <DesignerSurface
                  testId={`designer-page-${documentIndex}-${page.pageNumber}`}
                  label={t('builderDesignerPageLabel', { name: document.fileName, page: page.pageNumber })}
                  fields={draft.filter((f) => f.documentId === document.id && f.page === page.pageNumber)}
                  signers={signers}
                  selected={selected}
                  editable={editable}
                  placing={editable && signerId !== null && !full ? type : null}
                  onPlace={(rect) => place(document.id, page.pageNumber, rect)}
                  onChange={(key, rect) => update(key, rect)}
                  onSelect={setSelected}
                  onRemove={remove}
                />
              )}
            </PdfPages>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** The selected field: whose and what it is; a text field's label and whether it must be filled. */
function SelectedField({
  field,
  signers,
  onChange,
  onRemove,
}: {
  field: DraftField;
  signers: readonly SurfaceSigner[];
  onChange: (change: Partial<DraftField>) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const signer = signers.find((s) => s.id === field.signerId);
  return (
    <Group mt="sm" gap="sm" align="flex-end" data-testid="designer-selected">
      <Text size="sm">
        {t('builderFieldOf', {
          type: t(fieldTypeLabelKeys[field.type]),
          name: signer?.name ?? '',
          page: field.page,
        })}
      </Text>
      {field.type === 'text' ? (
        <>
          <TextInput
            size="xs"
            label={t('builderFieldLabel')}
            maxLength={200}
            value={field.label}
            onChange={(e) => onChange({ label: e.currentTarget.value })}
          />
          <Checkbox
            size="xs"
            label={t('builderFieldRequired')}
            checked={field.required}
            onChange={(e) => onChange({ required: e.currentTarget.checked })}
          />
        </>
      ) : null}
      <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove}>
        {t('builderRemove')}
      </Button>
    </Group>
  );
}

import { Alert, Badge, Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { type ContractEnvelope, envelopeStage, mayOpenDesigner, type OwnLicence } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { useEnvelopeCall } from '../api/use-envelope-call.ts';
import { EnvelopeDesigner } from '../designer/envelope-designer.tsx';
import { mayChangeContent } from '../presenters.ts';
import { EnvelopeActions } from './envelope-actions.tsx';
import { EnvelopeStatusBadges } from './envelope-badges.tsx';
import { EnvelopeDetailsForm } from './envelope-details-form.tsx';
import { EnvelopeDocuments } from './envelope-documents.tsx';
import { EnvelopeSigners } from './envelope-signers.tsx';

export const editorTabs = ['details', 'signers', 'documents', 'designer'] as const;
export type EditorTab = (typeof editorTabs)[number];

/** Why the envelope cannot change now, when it cannot; nothing while it may. */
function StageNote({ envelope, contractOpen }: { envelope: ContractEnvelope; contractOpen: boolean }) {
  const { t } = useTranslation();
  const stage = envelopeStage(envelope);
  if (stage === 'completed') return <Alert color="green">{t('builderCompletedNote')}</Alert>;
  if (!contractOpen) return <Alert color="gray">{t('builderContractClosedNote')}</Alert>;
  if (!envelope.canEdit) return <Alert color="gray">{t('builderReadOnlyNote')}</Alert>;
  if (stage === 'sent') return <Alert color="blue">{t('builderSentNote')}</Alert>;
  if (stage === 'correcting') return <Alert color="orange">{t('builderCorrectingNote')}</Alert>;
  return null;
}

/**
 * One envelope: its status and steps above, then its details, signers, documents and the
 * designer. Each change is saved as it is made (the designer's fields with its Save) and answers
 * the whole envelope, so `missing` beside Send follows at once.
 */
export function EnvelopeEditor({
  envelope: answered,
  contractOpen,
  licence,
  tab,
  onTab,
  onBack,
}: {
  envelope: ContractEnvelope;
  /** Whether the contract may still change: a cancelled or archived one keeps its envelopes as they are. */
  contractOpen: boolean;
  licence: OwnLicence | undefined;
  tab: EditorTab;
  onTab: (tab: EditorTab) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  // `canEdit` comes from the Contract Builder rights and the envelope alone; a cancelled or
  // archived contract's envelopes are offered no change (the server refuses their sends).
  const envelope = contractOpen ? answered : { ...answered, canEdit: false };
  const call = useEnvelopeCall(envelope.contractId);
  const editable = mayChangeContent(envelope);
  const designerOpen = mayOpenDesigner(envelope);

  return (
    <Stack data-testid="envelope-editor" data-envelope-id={envelope.id}>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Button variant="subtle" size="compact-sm" onClick={onBack} w="fit-content" px={0}>
            {t('builderBackToList')}
          </Button>
          <Group gap="xs">
            <Title order={4}>{envelope.name}</Title>
            {envelope.number ? (
              <Text c="dimmed" ff="monospace">
                {envelope.number}
              </Text>
            ) : null}
            <EnvelopeStatusBadges envelope={envelope} testId="envelope-status" />
          </Group>
        </Stack>
      </Group>
      <EnvelopeActions envelope={envelope} licence={licence} call={call} onDeleted={onBack} />
      <StageNote envelope={envelope} contractOpen={contractOpen} />
      <Tabs value={tab} onChange={(value) => onTab((value ?? 'details') as EditorTab)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="details">{t('builderTabDetails')}</Tabs.Tab>
          <Tabs.Tab
            value="signers"
            rightSection={
              <Badge size="xs" variant="light">
                {envelope.signers.length}
              </Badge>
            }
          >
            {t('builderTabSigners')}
          </Tabs.Tab>
          <Tabs.Tab
            value="documents"
            rightSection={
              <Badge size="xs" variant="light">
                {envelope.documents.length}
              </Badge>
            }
          >
            {t('builderTabDocuments')}
          </Tabs.Tab>
          <Tabs.Tab value="designer" data-testid="envelope-tab-designer">
            {t('builderTabDesigner')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="details" pt="md">
          <EnvelopeDetailsForm
            key={envelope.id}
            contractId={envelope.contractId}
            envelope={envelope}
            readOnly={!editable}
          />
        </Tabs.Panel>
        <Tabs.Panel value="signers" pt="md">
          <EnvelopeSigners envelope={envelope} call={call} />
        </Tabs.Panel>
        <Tabs.Panel value="documents" pt="md">
          <EnvelopeDocuments envelope={envelope} call={call} />
        </Tabs.Panel>
        {/* Kept while other tabs show, so fields placed and not yet saved survive a look at the signers. */}
        <Tabs.Panel value="designer" pt="md" keepMounted>
          {designerOpen ? (
            <EnvelopeDesigner key={envelope.id} envelope={envelope} editable={editable} call={call} />
          ) : (
            <EmptyResult title={t('builderDesignerClosedTitle')} description={t('envelopeDesignerClosed')} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

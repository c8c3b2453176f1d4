import { Button, Group, Stack, Title } from '@mantine/core';
import { isContractEditable } from '@procura/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useContract } from '../../contracts/index.ts';
import { useHolds } from '../../projects/index.ts';
import { useEnvelopes, useOwnLicence } from '../api/envelope-queries.ts';
import { EnvelopeDetailsForm } from '../components/envelope-details-form.tsx';
import { type EditorTab, EnvelopeEditor, editorTabs } from '../components/envelope-editor.tsx';
import { EnvelopeList } from '../components/envelope-list.tsx';
import { LicenceLine } from '../components/licence-line.tsx';

/** `?envelope=12` opens that envelope, `?envelope=new` a new one; `tab` picks the editor's tab. */
function useOpenEnvelope() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('envelope');
  const open: number | 'new' | null =
    raw === 'new' ? 'new' : raw && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
  const rawTab = params.get('tab');
  const tab: EditorTab = (editorTabs as readonly string[]).includes(rawTab ?? '')
    ? (rawTab as EditorTab)
    : 'details';
  const show = (next: number | 'new' | null, nextTab?: EditorTab) =>
    setParams(
      (current) => {
        const kept = new URLSearchParams(current);
        if (next === null) kept.delete('envelope');
        else kept.set('envelope', String(next));
        if (next === null || !nextTab) kept.delete('tab');
        else kept.set('tab', nextTab);
        return kept;
      },
      // Opening an envelope is a step Back returns from; moving between tabs, or from the new
      // envelope's form to the envelope it made, is not.
      { replace: next === open || open === 'new' },
    );
  return { open, tab, show };
}

/**
 * Contract › Contract builder (issue 9 §3; 000 §2): the agency's remaining envelopes, the
 * contract's e-signature envelopes with their progress, and one envelope's editor (details,
 * signers in order, documents, the designer, send and correct). Changes need the Contract Builder
 * edit right and a contract that may still change; the server answers what each envelope allows.
 * Other screens' changes arrive through `contractSignatureUpdate`.
 */
export function ContractBuilderPage() {
  const { t } = useTranslation();
  const contract = useContract();
  const holds = useHolds();
  const envelopes = useEnvelopes(contract.id);
  const licence = useOwnLicence();
  const { open, tab, show } = useOpenEnvelope();
  const contractOpen = isContractEditable(contract.storedStatus);
  const canCreate = holds('CONTRACT_BUILDER_EDIT') && contractOpen;

  const newButton = (
    <Button onClick={() => show('new')} data-testid="envelope-new">
      {t('builderNewEnvelope')}
    </Button>
  );

  let content: ReactNode;
  if (open === 'new') {
    content = (
      <EnvelopeDetailsForm
        contractId={contract.id}
        envelope={null}
        onCancel={() => show(null)}
        onCreated={(envelopeId) => show(envelopeId, 'signers')}
      />
    );
  } else if (envelopes.isPending) content = <PageLoader />;
  else if (envelopes.isError) {
    content = (
      <ErrorState
        title={t('builderEnvelopesFailed')}
        message={envelopes.error.message}
        onRetry={() => void envelopes.refetch()}
      />
    );
  } else if (open !== null) {
    const envelope = envelopes.data.find((e) => e.id === open);
    content = envelope ? (
      <EnvelopeEditor
        envelope={envelope}
        contractOpen={contractOpen}
        licence={licence.data}
        tab={tab}
        onTab={(next) => show(open, next)}
        onBack={() => show(null)}
      />
    ) : (
      <EmptyResult title={t('builderEnvelopeGone')} description={t('builderEnvelopeGoneHint')}>
        <Button variant="default" onClick={() => show(null)}>
          {t('builderBackToList')}
        </Button>
      </EmptyResult>
    );
  } else if (envelopes.data.length === 0) {
    content = (
      <EmptyResult
        title={t('builderEnvelopesEmpty')}
        description={canCreate ? t('builderEnvelopesEmptyHint') : undefined}
      >
        {canCreate ? newButton : null}
      </EmptyResult>
    );
  } else content = <EnvelopeList envelopes={envelopes.data} onOpen={(id) => show(id)} />;

  const listShown = open === null && (envelopes.data?.length ?? 0) > 0;
  return (
    <Stack data-testid="contract-builder-page">
      <Group justify="space-between">
        <Title order={3}>{t('builderTitle')}</Title>
        {canCreate && listShown ? newButton : null}
      </Group>
      <LicenceLine licence={licence} />
      {content}
    </Stack>
  );
}

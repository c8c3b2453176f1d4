import { Alert, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import {
  type BidPage,
  bidRules,
  emptySubmissionAnswers,
  portalPath,
  type SubmissionAnswers,
  type TenderTableForm,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { ReasonModal } from '../../../ui/reason-modal.tsx';
import { RichTextEditor } from '../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { type SupplierEntry, SupplierFormView } from '../../forms/index.ts';
import { RequireSupplier, usePortalAgency } from '../../portal/index.ts';
import {
  bidReasonKeys,
  formEntryOf,
  supplierEntryOf,
  useBidPage,
  useNoBid,
  useSaveBid,
  useSubmitBid,
} from '../api/bids-queries.ts';
import { BidAnswers } from '../components/bid-answers.tsx';
import { BidSubmissions } from '../components/bid-submissions.tsx';
import { BidUploads } from '../components/bid-uploads.tsx';
import { ClosingCountdown } from '../components/closing-countdown.tsx';

type Entries = Record<number, SupplierEntry>;

function entriesOf(
  forms: readonly TenderTableForm[],
  stored: BidPage['draft'],
  part: 'price' | 'answers',
): Entries {
  const saved = part === 'price' ? stored?.price.forms : stored?.answers.forms;
  return Object.fromEntries(
    forms.map((form) => [
      form.table.id,
      supplierEntryOf(saved?.find((e) => e.tenderTableId === form.table.id)),
    ]),
  );
}

/** `/portal/{agency}/opportunities/{projectId}/bid`: the supplier's bid, for a signed-in supplier. */
export function BidPageRoute() {
  return <RequireSupplier>{() => <BidPageScreen />}</RequireSupplier>;
}

function BidPageScreen() {
  const { t } = useTranslation();
  const agency = usePortalAgency();
  const projectId = Number(useParams().projectId);
  const query = useBidPage(agency, projectId);
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorState
        title={t('bidLoadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  // The form starts from the saved draft and keeps what is typed across saves.
  return <BidForm key={query.data.projectId} agency={agency} page={query.data} />;
}

function BidForm({ agency, page }: { agency: string; page: BidPage }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [prices, setPrices] = useState<Entries>(() => entriesOf(page.priceForms, page.draft, 'price'));
  const [others, setOthers] = useState<Entries>(() => entriesOf(page.otherForms, page.draft, 'answers'));
  const [answers, setAnswers] = useState<SubmissionAnswers>(
    () => page.draft?.answers ?? emptySubmissionAnswers,
  );
  const [confirming, setConfirming] = useState(false);
  const [noBidOpen, setNoBidOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  const save = useSaveBid(agency, page.projectId);
  const submit = useSubmitBid(agency, page.projectId);
  const noBid = useNoBid(agency, page.projectId);

  const body = () => ({
    price: {
      forms: page.priceForms.map((form) =>
        formEntryOf(form, prices[form.table.id] ?? supplierEntryOf(undefined)),
      ),
    },
    answers: {
      ...answers,
      forms: page.otherForms.map((form) =>
        formEntryOf(form, others[form.table.id] ?? supplierEntryOf(undefined)),
      ),
    },
  });
  const saveDraft = () => {
    setSaved(false);
    save.mutate(body(), { onSuccess: () => setSaved(true) });
  };
  const submitBid = async () => {
    await save.mutateAsync(body());
    const receipt = await submit.mutateAsync();
    await navigate(
      portalPath(agency, `/opportunities/${page.projectId}/bid/receipt/${receipt.submissionId}`),
    );
  };
  const failure = save.error ?? submit.error;
  const hasBid = page.submissions.some((s) => s.status === 'complete');
  const formCard = (form: TenderTableForm, entries: Entries, set: (entries: Entries) => void) => (
    <Card key={form.table.id} withBorder>
      <Title order={4} mb="xs">
        {form.table.name}
      </Title>
      <SupplierFormView
        form={form}
        entry={entries[form.table.id] ?? supplierEntryOf(undefined)}
        onChange={(entry) => set({ ...entries, [form.table.id]: entry })}
      />
    </Card>
  );

  return (
    <Stack gap="lg" p="md" maw={1200} mx="auto" data-testid="bid-page">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2}>{page.projectName}</Title>
          <Text c="dimmed">{page.projectNumber}</Text>
        </div>
        <ClosingCountdown closing={page.dateClosing} serverTime={page.serverTime} timezone={page.timezone} />
      </Group>
      {page.whyNot ? (
        <Alert color="yellow" data-testid="bid-why-not">
          {t(page.whyNot)}
        </Alert>
      ) : null}
      <BidSubmissions agency={agency} page={page} />
      {page.sections
        .filter((s) => s.text.trim() !== '')
        .map((section) => (
          <Card key={section.section} withBorder>
            <Title order={4} mb="xs">
              {t(`bidSection_${section.section}`)}
            </Title>
            <RichTextEditor
              value={section.text}
              readOnly
              onChange={() => {}}
              aria-label={t(`bidSection_${section.section}`)}
              height={200}
            />
          </Card>
        ))}
      {/* Nothing to fill when the supplier may not bid (closed, not registered, a bid stands): the
          reason and the submissions above say what there is to do instead. */}
      {page.mayBid ? (
        <>
          {page.priceForms.length > 0 ? <Title order={3}>{t('bidPrices')}</Title> : null}
          {page.priceForms.map((form) => formCard(form, prices, setPrices))}
          {page.otherForms.map((form) => formCard(form, others, setOthers))}
          <BidUploads agency={agency} page={page} />
          <BidAnswers page={page} answers={answers} onChange={setAnswers} />
          {failure ? (
            <Alert color="red" data-testid="bid-error">
              {failure.message}
            </Alert>
          ) : null}
          {saved && !save.isPending ? (
            <Alert color="green" data-testid="bid-saved">
              {t('bidDraftSaved')}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Group>
              {page.showNoBid && !hasBid ? (
                <Button
                  variant="subtle"
                  color="gray"
                  data-testid="bid-no-bid"
                  onClick={() => setNoBidOpen(true)}
                >
                  {t('bidNoBid')}
                </Button>
              ) : null}
            </Group>
            <Group>
              <Button variant="default" onClick={saveDraft} loading={save.isPending} data-testid="bid-save">
                {t('bidSaveDraft')}
              </Button>
              <Button onClick={() => setConfirming(true)} data-testid="bid-submit">
                {t('bidSubmit')}
              </Button>
            </Group>
          </Group>
        </>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('bidSubmitTitle')}>
        <Stack>
          <Text size="sm">{t('bidSubmitIntro')}</Text>
          {failure ? <Alert color="red">{failure.message}</Alert> : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button
              loading={save.isPending || submit.isPending}
              data-testid="bid-submit-confirm"
              onClick={() => {
                submitBid().catch(() => {
                  // Shown from the mutation's error.
                });
              }}
            >
              {t('bidSubmit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {noBidOpen ? (
        <ReasonModal
          title={t('bidNoBidTitle')}
          hint={t('bidNoBidIntro')}
          label={t('bidReason')}
          maxLength={bidRules.maxReasonLength}
          required={t('bidReasonRequired')}
          reasonKeys={bidReasonKeys}
          saveLabel={t('bidNoBid')}
          danger
          testId="bid-no-bid"
          onSave={(reason) => noBid.mutateAsync(reason)}
          onClose={() => setNoBidOpen(false)}
        />
      ) : null}
    </Stack>
  );
}

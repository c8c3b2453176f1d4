import {
  Alert,
  Button,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  TextInput,
} from '@mantine/core';
import type { Licence } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef, useSession } from '../../../../platform/session/session-context.tsx';
import { useModalSave } from '../../../../ui/modal-form.tsx';
import { ErrorState, PageLoader } from '../../../../ui/page-states.tsx';
import { agencyToday } from '../../../contracts/index.ts';
import {
  createLicence,
  updateLicence,
  useLicence,
  useLicenceCache,
  useUnlicensedAgencies,
} from '../../api/licence-queries.ts';
import {
  type LicenceDraft,
  licenceDraftOf,
  licenceFieldOfKey,
  licenceInputOf,
  licenceProblems,
} from '../licence-model.ts';
import { BillingPeriodsEditor } from './billing-periods-editor.tsx';
import { LicenceActivity, PurchaseHistory } from './licence-history.tsx';

/**
 * A licence's details (000 §5 Contract builder agency): the agency (chosen when adding, from those
 * not licensed yet), the contact mailed the reminders, whether the contract builder is allowed,
 * and the billing periods. The rules show as typed and Save waits until none is broken.
 */
function LicenceForm({
  licence,
  onCancel,
  onSaved,
}: {
  licence: Licence | null;
  onCancel: () => void;
  onSaved: (licence: Licence | null) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const agencies = useUnlicensedAgencies();
  const [draft, setDraft] = useState<LicenceDraft>(() => licenceDraftOf(licence));
  const { errors: refused, failure, saving, run } = useModalSave(licenceFieldOfKey);
  const saved = licence?.billingPeriods ?? [];
  const problems = licenceProblems(draft, saved, licence === null);
  const errors = { ...refused, ...problems };
  const valid = Object.keys(problems).length === 0;
  // The periods' status on the day of the agency signed in: the server judges each on its own.
  const today = agencyToday(info.customer.timezone);
  const set = <K extends keyof LicenceDraft>(name: K, value: LicenceDraft[K]) =>
    setDraft((d) => ({ ...d, [name]: value }));

  async function save() {
    let answer: Licence | null = null;
    const input = licenceInputOf(draft);
    const done = await run({}, async () => {
      answer = licence
        ? await updateLicence(node, licence.id, { ...input, version: licence.version })
        : await createLicence(node, { ...input, licensedCustomerId: draft.licensedCustomerId ?? 0 });
    });
    if (done) onSaved(answer);
  }

  return (
    <Stack data-testid="licence-form">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {licence ? (
          <TextInput label={t('licenceAgency')} value={licence.node.customerName} readOnly />
        ) : (
          <Select
            label={t('licenceAgency')}
            required
            searchable
            data={(agencies.data ?? []).map((a) => ({ value: String(a.id), label: a.customerName }))}
            value={draft.licensedCustomerId === null ? null : String(draft.licensedCustomerId)}
            onChange={(value) => set('licensedCustomerId', value ? Number(value) : null)}
            error={errors.licensedCustomerId || (agencies.isError ? t('licenceAgenciesFailed') : undefined)}
            nothingFoundMessage={t('licenceAgenciesNone')}
          />
        )}
        <TextInput
          label={t('licenceContactEmail')}
          required
          type="email"
          value={draft.contactEmail}
          onChange={(event) => set('contactEmail', event.currentTarget.value)}
          error={errors.contactEmail || undefined}
        />
      </SimpleGrid>
      <Switch
        label={t('licenceAllow')}
        checked={draft.allowContractBuilder}
        onChange={(event) => set('allowContractBuilder', event.currentTarget.checked)}
      />
      <BillingPeriodsEditor
        periods={draft.billingPeriods}
        today={today}
        errors={errors}
        onChange={(periods) => set('billingPeriods', periods)}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button onClick={() => void save()} disabled={!valid} loading={saving} data-testid="licence-save">
          {t('save')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Manage: the licence as it now is, with its details, purchase history and activity as tabs. */
function ManageLicence({
  licenceId,
  onCancel,
  onSaved,
}: {
  licenceId: number;
  onCancel: () => void;
  onSaved: (licence: Licence | null) => void;
}) {
  const { t } = useTranslation();
  const licence = useLicence(licenceId);
  if (licence.isPending) return <PageLoader />;
  if (licence.isError) {
    return (
      <ErrorState
        title={t('licenceFailed')}
        message={licence.error.message}
        onRetry={() => void licence.refetch()}
      />
    );
  }
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="details">{t('licenceTabDetails')}</Tabs.Tab>
        <Tabs.Tab value="history">{t('licenceTabHistory')}</Tabs.Tab>
        <Tabs.Tab value="activity">{t('licenceTabActivity')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="details" pt="md">
        <LicenceForm licence={licence.data} onCancel={onCancel} onSaved={onSaved} />
      </Tabs.Panel>
      <Tabs.Panel value="history" pt="md">
        <PurchaseHistory licence={licence.data} />
      </Tabs.Panel>
      <Tabs.Panel value="activity" pt="md">
        <LicenceActivity licence={licence.data} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** Add agency (no licence yet) or Manage (one licence), in one dialog (001 §3). */
export function LicenceDialog({
  licenceId,
  onClose,
  onSaved,
}: {
  licenceId: number | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const cache = useLicenceCache();
  const saved = (licence: Licence | null) => {
    cache(licence);
    onSaved();
  };
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      title={licenceId === null ? t('licenceAddTitle') : t('licenceManageTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {licenceId === null ? (
        <LicenceForm licence={null} onCancel={onClose} onSaved={saved} />
      ) : (
        <ManageLicence licenceId={licenceId} onCancel={onClose} onSaved={saved} />
      )}
    </Modal>
  );
}

import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  type Contract,
  contractRules,
  contractTermDays,
  contractTermEnd,
  isContractEditable,
  reactivatesContract,
  utcToZonedLocal,
} from '@procura/contract';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isApiError } from '../../../platform/api/client.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { currencyInputProps } from '../../../ui/currency-input.ts';
import { readRefusal } from '../../../ui/form-errors.ts';
import { formatDay } from '../../../ui/format.ts';
import { useLeaveGuard } from '../../../ui/leave-guard.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { numberOf } from '../../projects/index.ts';
import { saveContract, useContractCache } from '../api/contracts-queries.ts';
import { useContract } from '../components/contract-area.tsx';
import { DayInput, OptionTermsEditor, PeriodInputs, Toggled } from '../components/contract-date-fields.tsx';
import { useTabLeaveGuard } from '../components/tab-leave-guard.ts';
import {
  type ContractDraft,
  contractFieldOfKey,
  draftOf,
  draftProblems,
  sameDraft,
} from '../contract-draft.ts';
import { contractStatusLabelKeys } from '../presenters.ts';

const moneyFields = [
  ['amount', 'contractAmountLabel'],
  ['contigencyAmount', 'contractContingencyLabel'],
  ['totalProjectValue', 'contractTotalValueLabel'],
] as const satisfies readonly (readonly [keyof ContractDraft, UiKey])[];

const flagFields = [
  ['isTerm', 'contractFlagIsTerm'],
  ['hasInsurance', 'contractFlagInsurance'],
  ['hasBondsAndSecurity', 'contractFlagBonds'],
  ['hasContractDocuments', 'contractFlagContractDocuments'],
  ['hasVendorDocuments', 'contractFlagVendorDocuments'],
  ['hasWSIB', 'contractFlagWsib'],
  ['hasContractPerformance', 'contractFlagPerformance'],
  ['allowVendorDocumentPublicUpload', 'contractFlagPublicUpload'],
] as const satisfies readonly (readonly [keyof ContractDraft, UiKey])[];

/** The agency's calendar day now: the day the contract's status follows (000 §4). */
function agencyToday(timeZone: string): string {
  return utcToZonedLocal(new Date(), timeZone).slice(0, 10);
}

/**
 * Contract › Dates (issue 9 §2): the contract's details, parts and dates. The date-order rules of
 * 000 §5 show beside their field as the user types, and Save waits until none is broken. A new
 * term end ahead on an expired, warranty or closed contract makes it Active again: said before
 * saving, and confirmed when the server asks.
 */
export function ContractDatesPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const contract = useContract();
  const cache = useContractCache(contract.projectId);
  const [base, setBase] = useState<Contract>(contract);
  const [draft, setDraft] = useState<ContractDraft>(() => draftOf(contract));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [saving, setSaving] = useState(false);
  const dirty = !sameDraft(draft, draftOf(base));
  // The draft lives in this page only: another tab, area or agency would drop it, so leaving asks first.
  const { pathname } = useLocation();
  const page = useRef<HTMLDivElement>(null);
  useUnsavedChanges(dirty);
  useLeaveGuard(dirty, pathname);
  useTabLeaveGuard(dirty, page);

  // Another change answered a newer contract (a status action): show it unless the user is mid-edit.
  if (contract.version !== base.version && !dirty) {
    setBase(contract);
    setDraft(draftOf(contract));
  }

  const readOnly = !contract.canEdit || !isContractEditable(contract.storedStatus);
  const problems = draftProblems(draft, base.version);
  const errors = { ...serverErrors, ...problems };
  const valid = Object.keys(problems).length === 0;
  const termEnd = contractTermEnd(draft);
  const termDays = contractTermDays(draft);
  const reactivates =
    dirty &&
    reactivatesContract(
      contract.storedStatus,
      { termEnd: contract.termEnd, warrantyEnd: contract.hasWarrantyPeriod ? contract.warranty.end : null },
      termEnd,
      agencyToday(info.customer.timezone),
    );

  const set = <K extends keyof ContractDraft>(name: K, value: ContractDraft[K]) => {
    setDraft((d) => ({ ...d, [name]: value }));
    setServerErrors({});
  };

  async function save(confirmReactivate = false) {
    setSaving(true);
    setFailure(null);
    setStale(false);
    try {
      const saved = await saveContract(node, contract.id, {
        ...draft,
        version: base.version,
        confirmReactivate,
      });
      cache.put(saved);
      if (saved) {
        setBase(saved);
        setDraft(draftOf(saved));
      }
      setServerErrors({});
      notifySaved(t('contractSaved'));
    } catch (error) {
      if (isApiError(error) && error.keys.includes('contractReactivateConfirm')) {
        confirmAction({
          title: t('contractReactivateTitle'),
          message: error.messages[0] ?? t('contractReactivateConfirm'),
          confirmLabel: t('contractReactivateAccept'),
          onConfirm: () => void save(true),
        });
        return;
      }
      setStale(isApiError(error) && error.keys.includes('contractStaleVersion'));
      const refusal = readRefusal(error, contractFieldOfKey);
      setServerErrors(refusal.fields);
      setFailure(refusal.general);
    } finally {
      setSaving(false);
    }
  }

  function reload() {
    // The cached contract is the newest the server sent; the draft starts again from it.
    setBase(contract);
    setDraft(draftOf(contract));
    setFailure(null);
    setStale(false);
    cache.put(null);
  }

  return (
    <Stack ref={page} data-testid="contract-dates-page">
      {contract.canEdit && !isContractEditable(contract.storedStatus) ? (
        <Alert color="gray" data-testid="contract-read-only">
          {t('contractNotEditable', { status: t(contractStatusLabelKeys[contract.status]) })}
        </Alert>
      ) : null}
      <Fieldset legend={t('contractDetailsTitle')} disabled={readOnly}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('contractNameLabel')}
              required
              maxLength={contractRules.nameMax}
              value={draft.name}
              onChange={(event) => set('name', event.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              label={t('contractNumberField')}
              maxLength={contractRules.numberMax}
              value={draft.number}
              onChange={(event) => set('number', event.currentTarget.value)}
              error={errors.number}
            />
            <TextInput
              label={t('contractInternalNumberLabel')}
              maxLength={contractRules.numberMax}
              value={draft.internalNumber}
              onChange={(event) => set('internalNumber', event.currentTarget.value)}
              error={errors.internalNumber}
            />
            {moneyFields.map(([name, label]) => (
              <NumberInput
                key={name}
                label={t(label)}
                value={draft[name] ?? ''}
                onChange={(value) => set(name, numberOf(value))}
                error={errors[name]}
                {...currencyInputProps}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={t('contractDescriptionLabel')}
            autosize
            minRows={2}
            maxLength={contractRules.descriptionMax}
            value={draft.description}
            onChange={(event) => set('description', event.currentTarget.value)}
            error={errors.description}
          />
        </Stack>
      </Fieldset>

      <Fieldset legend={t('contractDatesTitle')} disabled={readOnly}>
        <Stack gap="md">
          <PeriodInputs
            path="initialTerm"
            startLabel={t('contractInitialStart')}
            endLabel={t('contractInitialEnd')}
            value={draft.initialTerm}
            onChange={(period) => set('initialTerm', period)}
            errors={errors}
          />
          <Text size="sm" c="dimmed" data-testid="contract-term">
            {termDays === null
              ? t('contractTermUnset')
              : t('contractTermSummary', { end: formatDay(termEnd), days: termDays })}
          </Text>
          <Toggled
            label={t('contractHasOptionYears')}
            checked={draft.hasOptionYears}
            onChange={(on) => set('hasOptionYears', on)}
            testId="contract-has-options"
          >
            <OptionTermsEditor
              terms={draft.optionTerms}
              onChange={(terms) => set('optionTerms', terms)}
              errors={errors}
              readOnly={readOnly}
            />
          </Toggled>
          <Toggled
            label={t('contractHasFirmPricing')}
            checked={draft.hasFirmPricingPeriod}
            onChange={(on) => set('hasFirmPricingPeriod', on)}
            testId="contract-has-firm-pricing"
          >
            <PeriodInputs
              path="firmPricing"
              startLabel={t('contractFirmPricingStart')}
              endLabel={t('contractFirmPricingEnd')}
              value={draft.firmPricing}
              onChange={(period) => set('firmPricing', period)}
              errors={errors}
            />
          </Toggled>
          <Toggled
            label={t('contractHasWarranty')}
            checked={draft.hasWarrantyPeriod}
            onChange={(on) => set('hasWarrantyPeriod', on)}
            testId="contract-has-warranty"
          >
            <PeriodInputs
              path="warranty"
              startLabel={t('contractWarrantyStart')}
              endLabel={t('contractWarrantyEnd')}
              value={draft.warranty}
              onChange={(period) => set('warranty', period)}
              errors={errors}
            />
          </Toggled>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DayInput
              label={t('contractSubstantialCompletion')}
              value={draft.substantialCompletionDate}
              onChange={(day) => set('substantialCompletionDate', day)}
              error={errors.substantialCompletionDate}
              testId="substantialCompletionDate"
            />
            <NumberInput
              label={t('contractExpiryNoticeDays')}
              description={termDays === null ? undefined : t('contractExpiryNoticeHint', { days: termDays })}
              min={1}
              max={contractRules.expiryNoticeDaysMax}
              allowDecimal={false}
              allowNegative={false}
              value={draft.expiryNoticeDays ?? ''}
              onChange={(value) => set('expiryNoticeDays', numberOf(value))}
              error={errors.expiryNoticeDays}
            />
          </SimpleGrid>
        </Stack>
      </Fieldset>

      <Fieldset legend={t('contractPartsTitle')} disabled={readOnly}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {flagFields.map(([name, label]) => (
            <Checkbox
              key={name}
              label={t(label)}
              checked={draft[name]}
              onChange={(event) => set(name, event.currentTarget.checked)}
            />
          ))}
        </SimpleGrid>
      </Fieldset>

      {reactivates ? (
        <Alert color="yellow" data-testid="contract-reactivate-warning">
          {t('contractReactivateWarning')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert color="red" role="alert" data-testid="contract-save-failure">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{failure}</Text>
            {stale ? (
              <Button size="xs" variant="default" onClick={reload} data-testid="contract-reload">
                {t('contractReload')}
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {readOnly ? null : (
        <Group justify="flex-end">
          {dirty ? (
            <Button variant="default" onClick={() => setDraft(draftOf(base))}>
              {t('contractDiscard')}
            </Button>
          ) : null}
          <Button
            onClick={() => void save()}
            disabled={!dirty || !valid}
            loading={saving}
            data-testid="contract-save"
          >
            {t('save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

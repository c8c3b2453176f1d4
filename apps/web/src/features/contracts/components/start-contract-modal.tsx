import { Alert, Modal, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  type Contract,
  contractDateProblems,
  type MessageKey,
  type Period,
  type StartContract,
} from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { currencyInputProps } from '../../../ui/currency-input.ts';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { numberOf } from '../../projects/index.ts';
import { startContract } from '../api/contracts-queries.ts';
import { DayInput } from './contract-date-fields.tsx';

const startFields: Record<string, string> = {
  contractInitialTermOrder: 'initialTerm',
  contractDatesRequired: 'initialTerm',
};

/** Only the initial term's order: a date left empty is the server's to fill, not a problem here. */
function termProblem(term: Period): MessageKey | null {
  if (term.start === null || term.end === null) return null;
  const [problem] = contractDateProblems({
    initialTerm: term,
    hasOptionYears: false,
    optionTerms: [],
    hasFirmPricingPeriod: false,
    firmPricing: { start: null, end: null },
    hasWarrantyPeriod: false,
    warranty: { start: null, end: null },
    substantialCompletionDate: null,
  });
  return problem?.key ?? null;
}

/**
 * Start Contract (000 §2 project actions): the contract becomes Active. The initial term and the
 * amount may be given here; left empty, the server takes them from what the contract holds, else
 * from the award (earliest award date, the project's duration, the awarded total).
 */
export function StartContractModal({
  projectId,
  contract,
  onClose,
  onStarted,
}: {
  projectId: number;
  contract: Contract | null;
  onClose: () => void;
  onStarted: (contract: Contract | null) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [term, setTerm] = useState<Period>(() => ({
    start: contract?.initialTerm.start ?? null,
    end: contract?.initialTerm.end ?? null,
  }));
  const [amount, setAmount] = useState<number | null>(contract?.amount ?? null);
  const { errors, failure, saving, run } = useModalSave(startFields);
  const problem = termProblem(term);

  async function start() {
    const input: StartContract = {
      projectId,
      // Left out, the server fills them: a null amount would clear it instead.
      ...(term.start !== null || term.end !== null ? { initialTerm: term } : {}),
      ...(amount !== null ? { amount } : {}),
    };
    let started: Contract | null = null;
    const done = await run(problem ? { initialTerm: t(problem) } : {}, async () => {
      started = await startContract(node, input);
    });
    if (done) onStarted(started);
  }

  const termError = errors.initialTerm ?? (problem ? t(problem) : undefined);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('contractStartTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Alert color="blue">{t('contractStartMessage')}</Alert>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DayInput
            label={t('contractInitialStart')}
            value={term.start}
            onChange={(start) => setTerm((p) => ({ ...p, start }))}
            error={Boolean(termError)}
            testId="start-contract-start"
          />
          <DayInput
            label={t('contractInitialEnd')}
            value={term.end}
            onChange={(end) => setTerm((p) => ({ ...p, end }))}
            error={termError}
            testId="start-contract-end"
          />
        </SimpleGrid>
        <NumberInput
          label={t('contractAmountLabel')}
          value={amount ?? ''}
          onChange={(value) => setAmount(numberOf(value))}
          error={errors.amount}
          {...currencyInputProps}
        />
        <Text size="sm" c="dimmed">
          {t('contractStartFromAward')}
        </Text>
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('contractStartAction')}
          onCancel={onClose}
          onSave={() => void start()}
        />
      </Stack>
    </Modal>
  );
}

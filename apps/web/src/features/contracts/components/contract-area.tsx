import { Badge, Group, Text, Title } from '@mantine/core';
import type { Contract, Project } from '@procura/contract';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { formatDay } from '../../../ui/format.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useProjectContract } from '../api/contracts-queries.ts';
import { contractStatusColors, contractStatusLabelKeys } from '../presenters.ts';

const ContractContext = createContext<Contract | null>(null);

/** The contract of the Contract area's pages; the area renders them only once it is loaded. */
export function useContract(): Contract {
  const contract = useContext(ContractContext);
  if (!contract) throw new Error('useContract is only available inside ContractArea');
  return contract;
}

/**
 * The Contract area (issue 9 §1): loads the project's contract for its pages, with loading and
 * failed states. A project without a contract goes to its Build page (000 §2: "sent to the build
 * page if the project has no contracts"); Start Contract in the header is the way in.
 */
export function ContractArea({ project, children }: { project: Project; children: ReactNode }) {
  const { t } = useTranslation();
  const contract = useProjectContract(project.id);
  if (contract.isPending) return <PageLoader />;
  if (contract.isError) {
    return (
      <ErrorState
        title={t('contractLoadFailed')}
        message={contract.error.message}
        onRetry={() => void contract.refetch()}
      />
    );
  }
  if (contract.data === null) return <Navigate to={`/projects/${project.id}/build/settings`} replace />;
  return <ContractContext.Provider value={contract.data}>{children}</ContractContext.Provider>;
}

/** The contract's name, number, status today and term end, above the area's tabs. */
export function ContractSummary() {
  const { t } = useTranslation();
  const contract = useContract();
  return (
    <Group justify="space-between" align="center" data-testid="contract-summary">
      <Group gap="xs">
        <Title order={3}>{contract.name}</Title>
        {contract.number ? (
          <Text c="dimmed" ff="monospace">
            {contract.number}
          </Text>
        ) : null}
        <Badge
          color={contractStatusColors[contract.status]}
          data-testid="contract-status"
          data-status={contract.status}
        >
          {t(contractStatusLabelKeys[contract.status])}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed" data-testid="contract-term-end">
        {t('contractTermEndLabel')}: {formatDay(contract.termEnd)}
      </Text>
    </Group>
  );
}

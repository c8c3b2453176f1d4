import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ApproverView } from '@procura/contract';
import { useTranslation } from 'react-i18next';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm">{value || '—'}</Text>
    </Stack>
  );
}

const joined = (...parts: string[]) => parts.filter(Boolean).join(' — ');

/** What the award is: the project, the report that proposes it and the supplier it goes to. */
export function ApproverFacts({ view }: { view: ApproverView }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} data-testid="approver-facts">
      <Fact label={t('approverPageProject')} value={joined(view.projectNumber, view.projectName)} />
      <Fact label={t('approverPageReport')} value={joined(view.reportNumber, view.reportName)} />
      <Fact label={t('approverPageCompany')} value={view.companyName} />
    </SimpleGrid>
  );
}

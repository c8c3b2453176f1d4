import { SegmentedControl, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import {
  type BidPage,
  type ComplianceAnswer,
  complianceAnswers,
  type SubmissionAnswers,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';

/** Compliance answers, bond references and notes: the rest of the submission part. */
export function BidAnswers({
  page,
  answers,
  onChange,
}: {
  page: BidPage;
  answers: SubmissionAnswers;
  onChange: (answers: SubmissionAnswers) => void;
}) {
  const { t } = useTranslation();
  const answerOf = (id: number) => answers.compliance.find((c) => c.complianceItemId === id);
  const bondOf = (id: number) => answers.bonds.find((b) => b.bondId === id);
  const setCompliance = (id: number, answer: ComplianceAnswer) =>
    onChange({
      ...answers,
      compliance: [
        ...answers.compliance.filter((c) => c.complianceItemId !== id),
        { complianceItemId: id, answer, comment: answerOf(id)?.comment ?? '' },
      ],
    });
  const setBond = (id: number, reference: string) =>
    onChange({
      ...answers,
      bonds: [
        ...answers.bonds.filter((b) => b.bondId !== id),
        { bondId: id, reference, fileId: bondOf(id)?.fileId ?? null },
      ],
    });
  return (
    <Stack gap="md">
      {page.complianceItems.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600}>{t('bidCompliance')}</Text>
          <Table>
            <Table.Tbody>
              {page.complianceItems.map((item) => (
                <Table.Tr key={item.id}>
                  <Table.Td>
                    <Text>
                      {item.name}
                      {item.isRequired ? ' *' : ''}
                    </Text>
                    {item.description ? (
                      <Text size="sm" c="dimmed">
                        {item.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <SegmentedControl
                      aria-label={item.name}
                      data-testid={`bid-compliance-${item.id}`}
                      value={answerOf(item.id)?.answer ?? ''}
                      onChange={(value) => setCompliance(item.id, value as ComplianceAnswer)}
                      data={complianceAnswers.map((answer) => ({
                        value: answer,
                        label: t(`bidAnswer${answer === 'N/A' ? 'NA' : answer}`),
                      }))}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      ) : null}
      {page.bonds.length > 0 ? (
        <Stack gap="xs">
          <Text fw={600}>{t('bidBonds')}</Text>
          {page.bonds.map((bond) => (
            <TextInput
              key={bond.id}
              label={`${bond.name} (${bond.amountType === 'Percentage' ? `${bond.amount} %` : `$${bond.amount}`})`}
              description={bond.description || t('bidBondReferenceHelp')}
              required={bond.isRequired}
              maxLength={500}
              value={bondOf(bond.id)?.reference ?? ''}
              onChange={(event) => setBond(bond.id, event.currentTarget.value)}
              data-testid={`bid-bond-${bond.id}`}
            />
          ))}
        </Stack>
      ) : null}
      <Textarea
        label={t('bidNotes')}
        autosize
        minRows={2}
        maxLength={5000}
        value={answers.notes}
        onChange={(event) => onChange({ ...answers, notes: event.currentTarget.value })}
        data-testid="bid-notes"
      />
    </Stack>
  );
}

import { Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { type BidPage, bidRules, type OwnSubmission, portalPath } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReasonModal } from '../../../ui/reason-modal.tsx';
import { bidReasonKeys, useWithdrawBid } from '../api/bids-queries.ts';
import { formatInZone } from './closing-countdown.tsx';

const statusColour = { complete: 'green', incomplete: 'yellow', withdrawn: 'gray' } as const;

/** The supplier's own submissions to this opportunity, with their receipts and withdrawal. */
export function BidSubmissions({ agency, page }: { agency: string; page: BidPage }) {
  const { t, i18n } = useTranslation();
  const withdraw = useWithdrawBid(agency, page.projectId);
  const [withdrawing, setWithdrawing] = useState<OwnSubmission | null>(null);
  if (page.submissions.length === 0) return null;
  const beforeClosing =
    page.dateClosing !== null && Date.parse(page.serverTime) < Date.parse(page.dateClosing);
  return (
    <Stack gap="xs">
      <Text fw={600}>{t('bidYourSubmissions')}</Text>
      <Table data-testid="bid-submissions">
        <Table.Tbody>
          {page.submissions.map((submission) => (
            <Table.Tr key={submission.id}>
              <Table.Td>
                <Badge color={statusColour[submission.status]}>
                  {submission.isNoBid ? t('bidNoBidStatus') : t(`bidStatus_${submission.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {submission.submittedAt
                  ? formatInZone(submission.submittedAt, page.timezone, i18n.language)
                  : ''}
              </Table.Td>
              <Table.Td>
                {submission.receiptNumber && !submission.isNoBid ? (
                  <Link
                    to={portalPath(agency, `/opportunities/${page.projectId}/bid/receipt/${submission.id}`)}
                  >
                    {t('bidReceiptLink', { number: submission.receiptNumber })}
                  </Link>
                ) : null}
              </Table.Td>
              <Table.Td>
                {submission.status === 'complete' && !submission.isNoBid && beforeClosing ? (
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="light"
                      color="red"
                      data-testid={`bid-withdraw-${submission.id}`}
                      onClick={() => {
                        withdraw.reset();
                        setWithdrawing(submission);
                      }}
                    >
                      {t('bidWithdraw')}
                    </Button>
                  </Group>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {withdrawing ? (
        <ReasonModal
          key={withdrawing.id}
          title={t('bidWithdrawTitle')}
          hint={t('bidWithdrawIntro')}
          label={t('bidReason')}
          maxLength={bidRules.maxReasonLength}
          required={t('bidReasonRequired')}
          reasonKeys={bidReasonKeys}
          saveLabel={t('bidWithdraw')}
          danger
          testId="bid-withdraw"
          onSave={(reason) => withdraw.mutateAsync({ submissionId: withdrawing.id, reason })}
          onClose={() => setWithdrawing(null)}
        />
      ) : null}
    </Stack>
  );
}

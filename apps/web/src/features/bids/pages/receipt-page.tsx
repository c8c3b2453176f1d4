import { Button, Card, Code, Group, Stack, Table, Text, Title } from '@mantine/core';
import { portalPath } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatFileSize } from '../../../ui/format.ts';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { RequireSupplier, usePortalAgency } from '../../portal/index.ts';
import { useBidReceipt } from '../api/bids-queries.ts';
import { formatInZone } from '../components/closing-countdown.tsx';

/** `/portal/{agency}/opportunities/{projectId}/bid/receipt/{submissionId}`: the receipt, printable. */
export function BidReceiptRoute() {
  return <RequireSupplier>{() => <ReceiptScreen />}</RequireSupplier>;
}

function ReceiptScreen() {
  const { t, i18n } = useTranslation();
  const agency = usePortalAgency();
  const params = useParams();
  const projectId = Number(params.projectId);
  const query = useBidReceipt(agency, projectId, Number(params.submissionId));
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <ErrorState
        title={t('bidReceiptLoadFailed')}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  const receipt = query.data;
  return (
    <Stack gap="md" p="md" maw={900} mx="auto" data-testid="receipt-page">
      <Title order={2}>{t('bidReceiptTitle')}</Title>
      <Card withBorder>
        <Table>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th>{t('bidReceiptProject')}</Table.Th>
              <Table.Td>
                {receipt.projectNumber} {receipt.projectName}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('bidReceiptCompany')}</Table.Th>
              <Table.Td>{receipt.companyName}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('bidReceiptNumber')}</Table.Th>
              <Table.Td data-testid="receipt-number">{receipt.receiptNumber}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('bidReceiptReceivedAt')}</Table.Th>
              <Table.Td>
                <Text data-testid="receipt-time">
                  {formatInZone(receipt.submittedAt, receipt.timezone, i18n.language)}
                </Text>
                <Text size="xs" c="dimmed">
                  {receipt.submittedAt}
                </Text>
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('bidReceiptStatus')}</Table.Th>
              <Table.Td>{t(`bidStatus_${receipt.status}`)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>{t('bidReceiptHash')}</Table.Th>
              <Table.Td>
                <Code data-testid="receipt-hash" style={{ wordBreak: 'break-all' }}>
                  {receipt.contentSha256}
                </Code>
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Card>
      {receipt.files.length > 0 ? (
        <Card withBorder>
          <Text fw={600} mb="xs">
            {t('bidDocuments')}
          </Text>
          <Table>
            <Table.Tbody>
              {receipt.files.map((file) => (
                <Table.Tr key={file.sha256 + file.fileName}>
                  <Table.Td>{file.fileName}</Table.Td>
                  <Table.Td>{formatFileSize(file.sizeInByte)}</Table.Td>
                  <Table.Td>
                    <Code style={{ wordBreak: 'break-all' }}>{file.sha256}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('bidReceiptKeep')}
      </Text>
      <Group className="no-print">
        <Button onClick={() => window.print()} data-testid="receipt-print">
          {t('bidReceiptPrint')}
        </Button>
        <Button variant="default" component={Link} to={portalPath(agency, `/opportunities/${projectId}/bid`)}>
          {t('bidBackToBid')}
        </Button>
      </Group>
    </Stack>
  );
}

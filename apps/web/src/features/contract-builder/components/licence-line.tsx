import { Alert, Text } from '@mantine/core';
import type { OwnLicence } from '@procura/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../ui/format.ts';

/**
 * The agency's envelopes left in its current billing period (decision 248: a first send uses
 * one). Not licensed, or none left: a notice says so plainly, since sending would be refused; the
 * envelopes may still be prepared.
 */
export function LicenceLine({ licence }: { licence: UseQueryResult<OwnLicence> }) {
  const { t } = useTranslation();
  if (licence.isPending) {
    return (
      <Text size="sm" c="dimmed" data-testid="builder-licence">
        {t('builderLicenceLoading')}
      </Text>
    );
  }
  if (licence.isError) {
    return (
      <Alert color="gray" data-testid="builder-licence" data-state="failed">
        {t('builderLicenceFailed')}
      </Alert>
    );
  }
  const { allowContractBuilder, remainingTransactionCount, currentPeriodEnd } = licence.data;
  if (!allowContractBuilder) {
    return (
      <Alert
        color="yellow"
        title={t('builderLicenceNotLicensedTitle')}
        data-testid="builder-licence"
        data-state="unlicensed"
      >
        {t('builderLicenceNotLicensed')}
      </Alert>
    );
  }
  if (remainingTransactionCount <= 0) {
    return (
      <Alert
        color="red"
        title={t('builderLicenceNoneLeftTitle')}
        data-testid="builder-licence"
        data-state="none-left"
      >
        {t('builderLicenceNoneLeft')}
      </Alert>
    );
  }
  return (
    <Text size="sm" data-testid="builder-licence" data-state="ok">
      {currentPeriodEnd
        ? t('builderLicenceRemainingUntil', {
            count: remainingTransactionCount,
            end: formatDay(currentPeriodEnd),
          })
        : t('builderLicenceRemaining', { count: remainingTransactionCount })}
    </Text>
  );
}

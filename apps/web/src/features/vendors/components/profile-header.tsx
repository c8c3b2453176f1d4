import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { AgencyVendor } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PerformanceStatusBadge } from '../../performance/index.ts';
import {
  accountStatusColors,
  accountStatusLabelKeys,
  subscriptionColors,
  subscriptionLabelKeys,
} from '../presenters.ts';
import { AddToListMenu } from './list-add-menu.tsx';

/** The profile's head: the way back, the company's name and its statuses at a glance. */
export function ProfileHeader({ vendor }: { vendor: AgencyVendor }) {
  const { t } = useTranslation();
  const subscription = vendor.vendorPaySubscription.status;
  return (
    <Stack gap="xs">
      <Anchor component={Link} to="/suppliers" size="sm" data-testid="supplier-back">
        {t('supplierBack')}
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={2} data-testid="supplier-name">
            {vendor.companyName}
          </Title>
          {vendor.relevantName && vendor.relevantName !== vendor.companyName ? (
            <Text size="sm" c="dimmed">
              {vendor.relevantName}
            </Text>
          ) : null}
          <Group gap="xs" data-testid="supplier-badges">
            <Badge color={accountStatusColors[vendor.accountStatus]} variant="light">
              {t(accountStatusLabelKeys[vendor.accountStatus])}
            </Badge>
            <Badge color={subscriptionColors[subscription]} variant="light">
              {t(subscriptionLabelKeys[subscription])}
            </Badge>
            {vendor.isLocalVendor ? <Badge variant="outline">{t('supplierBadgeLocal')}</Badge> : null}
            {vendor.emergencyVendor ? (
              <Badge variant="outline" color="red">
                {t('supplierBadgeEmergency')}
              </Badge>
            ) : null}
            <PerformanceStatusBadge vendorId={vendor.id} />
            {vendor.certifiedDiverseSupplier ? (
              <Badge variant="outline" color="grape">
                {t('supplierBadgeDiverse')}
              </Badge>
            ) : null}
          </Group>
        </Stack>
        <AddToListMenu vendorIds={[vendor.id]} />
      </Group>
    </Stack>
  );
}

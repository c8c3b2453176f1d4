import { Badge, Group } from '@mantine/core';
import type { VendorList } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { visibilityLabelKeys } from './list-form-modal.tsx';

/** A list's visibility (Personal or Shared) and, when it hands its members out in turn, Rotational. */
export function ListBadges({ list }: { list: VendorList }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Badge
        variant="light"
        color={list.visibility === 'Shared' ? 'blue' : 'gray'}
        data-testid="vendor-list-visibility"
      >
        {t(visibilityLabelKeys[list.visibility])}
      </Badge>
      {list.isRotational ? (
        <Badge variant="light" color="grape" data-testid="vendor-list-rotational">
          {t('vendorListRotationalBadge')}
        </Badge>
      ) : null}
    </Group>
  );
}

/** The owner's name as the lists show it (empty when the owner's account is gone). */
export function ownerName(list: VendorList): string {
  return list.owner ? `${list.owner.firstName} ${list.owner.lastName}`.trim() : '';
}

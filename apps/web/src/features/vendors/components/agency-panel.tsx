import { Button, Card, Group, Stack, Switch, Text, Textarea, Title } from '@mantine/core';
import type { AgencyVendor, VendorAgencyUpdate } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useControlAccess } from '../../../platform/access/use-access.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { useUpdateVendor } from '../api/vendors-queries.ts';

const editControl = 'editSupplier';

function draftOf(vendor: AgencyVendor): VendorAgencyUpdate {
  return {
    id: vendor.id,
    internalNotes: vendor.internalNotes,
    isLocalVendor: vendor.isLocalVendor,
    emergencyVendor: vendor.emergencyVendor,
    vendorDiversityVerified: vendor.vendorDiversityVerified,
    isActive: vendor.isActive,
  };
}

type Flag = 'isLocalVendor' | 'emergencyVendor' | 'vendorDiversityVerified' | 'isActive';
const switches = [
  ['isLocalVendor', 'supplierLocalSwitch'],
  ['emergencyVendor', 'supplierEmergencySwitch'],
  ['vendorDiversityVerified', 'supplierDiversityVerifiedSwitch'],
  ['isActive', 'supplierActiveSwitch'],
] as const;

/**
 * What only the agency holds of a supplier and may change (issue 22 §1, PUT /Vendors/): internal
 * notes, never shown to the supplier, and the local, emergency, diversity verified and active
 * flags. Without the Supplier edit right the fields are read-only and Save shows its lock.
 */
export function AgencyPanel({ vendor }: { vendor: AgencyVendor }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<VendorAgencyUpdate>(() => draftOf(vendor));
  const save = useUpdateVendor(vendor.id);
  const { locked } = useControlAccess('suppliers', editControl);
  const set = (flag: Flag, value: boolean) => setDraft((d) => ({ ...d, [flag]: value }));

  return (
    <Card withBorder data-testid="supplier-agency-panel">
      <Stack gap="sm">
        <div>
          <Title order={4}>{t('supplierAgencySection')}</Title>
          <Text size="sm" c="dimmed">
            {t('supplierAgencyHint')}
          </Text>
        </div>
        <Textarea
          label={t('supplierInternalNotes')}
          autosize
          minRows={3}
          maxLength={5000}
          value={draft.internalNotes}
          onChange={(event) => {
            const internalNotes = event.currentTarget.value;
            setDraft((d) => ({ ...d, internalNotes }));
          }}
          disabled={locked}
          data-testid="supplier-internal-notes"
        />
        <Group gap="lg">
          {switches.map(([flag, label]) => (
            <Switch
              key={flag}
              label={t(label)}
              checked={draft[flag]}
              onChange={(event) => set(flag, event.currentTarget.checked)}
              disabled={locked}
              data-testid={`supplier-switch-${flag}`}
            />
          ))}
        </Group>
        <Group justify="flex-end">
          <PermissionLock routeName="suppliers" controlId={editControl}>
            <Button
              loading={save.isPending}
              onClick={() =>
                save.mutate(draft, {
                  onSuccess: (saved) => {
                    if (saved) setDraft(draftOf(saved));
                    notifySaved(t('supplierSaved'));
                  },
                })
              }
              data-testid="supplier-save"
            >
              {t('save')}
            </Button>
          </PermissionLock>
        </Group>
        {save.isError ? (
          <Text c="red" size="sm" role="alert">
            {save.error.message}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { AddSupplierModal } from './add-supplier-modal.tsx';

/**
 * The directory's "Add supplier" (issue 22 §5): opens the form to add a company or invite one by
 * email, then shows the new supplier's profile.
 */
export function AddSupplierButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <PermissionLock routeName="suppliers" controlId="addSupplier">
        <Button onClick={() => setOpen(true)} data-testid="add-supplier">
          {t('addSupplierButton')}
        </Button>
      </PermissionLock>
      {open ? (
        <AddSupplierModal
          onClose={() => setOpen(false)}
          onAdded={(vendor, invited) => {
            setOpen(false);
            notifySaved(invited ? t('addSupplierInvitedDone') : t('addSupplierAddedDone'));
            void navigate(`/suppliers/${vendor.id}`);
          }}
        />
      ) : null}
    </>
  );
}

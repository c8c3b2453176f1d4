import { Checkbox, Modal, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type AddVendor, type AgencyVendor, addVendorSchema } from '@procura/contract';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { addVendor } from '../api/invitation-queries.ts';

export type AddSupplierMode = 'add' | 'invite';

type Draft = {
  companyName: string;
  city: string;
  provinceState: string;
  country: string;
  phone: string;
  website: string;
  firstName: string;
  lastName: string;
  email: string;
  sendInvitation: boolean;
};

const emptyDraft: Draft = {
  companyName: '',
  city: '',
  provinceState: '',
  country: '',
  phone: '',
  website: '',
  firstName: '',
  lastName: '',
  email: '',
  sendInvitation: true,
};

/** What POST /Vendors takes: inviting by email sends the company and the address only, and always mails. */
export function addVendorPayload(mode: AddSupplierMode, draft: Draft): AddVendor {
  if (mode === 'invite') {
    return { companyName: draft.companyName, contact: { email: draft.email }, sendInvitation: true };
  }
  const { firstName, lastName, email, ...company } = draft;
  return { ...company, contact: { firstName, lastName, email } };
}

/** The form's fields by the payload's paths: the contact's sit at the top of the draft. */
const fieldOfPath: Record<string, keyof Draft> = {
  'contact.firstName': 'firstName',
  'contact.lastName': 'lastName',
  'contact.email': 'email',
};
const fieldOfKey = { vendorAlreadyInDirectory: 'email', errorInvalidEmail: 'email' };

function draftErrors(mode: AddSupplierMode, draft: Draft): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(
    schemaErrors(addVendorSchema, addVendorPayload(mode, draft)),
  )) {
    errors[fieldOfPath[path] ?? path] ??= message;
  }
  return errors;
}

/**
 * Add a supplier or invite one by email (issue 22 §5): a company the agency works with becomes a
 * directory entry with its primary contact, who is mailed a link to claim the account on the
 * portal (the checkbox, on by default); inviting by email asks only the company and the address.
 * An address already in the directory is refused under the email field.
 */
export function AddSupplierModal({
  onClose,
  onAdded,
}: {
  onClose: () => void;
  onAdded: (vendor: AgencyVendor, invited: boolean) => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [mode, setMode] = useState<AddSupplierMode>('add');
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const save = useModalSave(fieldOfKey);
  const field = (name: Exclude<keyof Draft, 'sendInvitation'>) => ({
    value: draft[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [name]: value }));
    },
    error: save.errors[name],
  });

  async function submit() {
    const payload = addVendorPayload(mode, draft);
    let added: AgencyVendor | null = null;
    const done = await save.run(draftErrors(mode, draft), async () => {
      added = await addVendor(node, payload);
    });
    if (done && added) onAdded(added, payload.sendInvitation !== false);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('addSupplierTitle')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <SegmentedControl
          value={mode}
          onChange={(value) => setMode(value as AddSupplierMode)}
          data={[
            { value: 'add', label: t('addSupplierModeAdd') },
            { value: 'invite', label: t('addSupplierModeInvite') },
          ]}
          data-testid="add-supplier-mode"
        />
        <Text size="sm" c="dimmed">
          {mode === 'add' ? t('addSupplierAddHint') : t('addSupplierInviteHint')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('addSupplierCompany')} required maxLength={200} {...field('companyName')} />
          <TextInput
            label={t('addSupplierEmail')}
            required
            type="email"
            maxLength={254}
            {...field('email')}
          />
          {mode === 'add' ? (
            <>
              <TextInput label={t('addSupplierFirstName')} maxLength={100} {...field('firstName')} />
              <TextInput label={t('addSupplierLastName')} maxLength={100} {...field('lastName')} />
              <TextInput label={t('addSupplierCity')} maxLength={100} {...field('city')} />
              <TextInput label={t('addSupplierProvince')} maxLength={100} {...field('provinceState')} />
              <TextInput label={t('addSupplierCountry')} maxLength={100} {...field('country')} />
              <TextInput label={t('addSupplierPhone')} maxLength={40} {...field('phone')} />
              <TextInput label={t('addSupplierWebsite')} maxLength={300} {...field('website')} />
            </>
          ) : null}
        </SimpleGrid>
        {mode === 'add' ? (
          <Checkbox
            label={t('addSupplierSendInvitation')}
            checked={draft.sendInvitation}
            onChange={(event) => {
              const checked = event.currentTarget.checked;
              setDraft((current) => ({ ...current, sendInvitation: checked }));
            }}
          />
        ) : null}
        <ModalFormFooter
          failure={save.failure}
          saving={save.saving}
          saveLabel={mode === 'add' ? t('addSupplierSave') : t('addSupplierInvite')}
          saveTestId="add-supplier-save"
          onCancel={onClose}
          onSave={() => void submit()}
        />
      </Stack>
    </Modal>
  );
}

import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { saveVendorContactSchema, type VendorContact } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import type { ContactInput } from '../api/accounts-queries.ts';

const fieldOfKey: Record<string, keyof ContactInput> = {
  supplierContactEmailInUse: 'email',
  supplierEmailInUse: 'email',
  vendorMissingPrimaryContact: 'isPrimary',
};

/**
 * Adds or edits a contact. The primary contact stays primary here (another contact is made
 * primary instead), so its box is ticked and locked.
 */
export function ContactModal({
  contact,
  onSave,
  onClose,
}: {
  contact: VendorContact | null;
  onSave(values: ContactInput): Promise<void>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ContactInput>({
    mode: 'controlled',
    initialValues: {
      firstName: contact?.firstName ?? '',
      lastName: contact?.lastName ?? '',
      email: contact?.email ?? '',
      phone: contact?.phone ?? '',
      title: contact?.title ?? '',
      isPrimary: contact?.isPrimary ?? false,
    },
    validate: (values) => schemaErrors(saveVendorContactSchema, values),
    validateInputOnBlur: true,
  });
  const field = (path: keyof ContactInput) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error) };
  };
  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      setFailure(applyRefusal(form, error, fieldOfKey));
    }
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={contact ? t('supplierEditContact') : t('supplierAddContact')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('supplierFirstName')} required data-autofocus {...field('firstName')} />
            <TextInput label={t('supplierLastName')} required {...field('lastName')} />
            <TextInput label={t('supplierEmail')} required type="email" {...field('email')} />
            <TextInput label={t('supplierContactPhone')} {...field('phone')} />
            <TextInput label={t('supplierTitle')} {...field('title')} />
          </SimpleGrid>
          <Checkbox
            label={t('supplierPrimaryContact')}
            disabled={contact?.isPrimary === true}
            {...form.getInputProps('isPrimary', { type: 'checkbox' })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={form.submitting} data-testid="contact-save">
              {t('save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

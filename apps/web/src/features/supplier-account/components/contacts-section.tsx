import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { supplierAccountRules, type VendorContact } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { EditDeleteButtons } from '../../../ui/edit-delete-buttons.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { EmptyResult } from '../../../ui/page-states.tsx';
import { addContact, type ContactInput, deleteContact, updateContact } from '../api/accounts-queries.ts';
import { ContactModal } from './contact-modal.tsx';

/**
 * The company's contacts: at most 10 (adding stops at the limit and says why), the primary one
 * marked; the signed-in contact has no delete button, nor has the primary one.
 */
export function ContactsSection({
  agency,
  contacts,
  signedInContactId,
  onChanged,
}: {
  agency: string;
  contacts: VendorContact[];
  signedInContactId: number;
  onChanged(contacts: VendorContact[]): void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<VendorContact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const full = contacts.length >= supplierAccountRules.maxContacts;

  async function save(values: ContactInput) {
    const next =
      editing === 'new' || editing === null
        ? await addContact(agency, values)
        : await updateContact(agency, editing.id, values);
    onChanged(next);
    setEditing(null);
    notifySaved();
  }

  function remove(contact: VendorContact) {
    confirmAction({
      title: t('supplierDeleteContactTitle'),
      message: t('supplierDeleteContactMessage', { name: `${contact.firstName} ${contact.lastName}` }),
      confirmLabel: t('delete'),
      danger: true,
      onConfirm: () => {
        setDeleting(contact.id);
        deleteContact(agency, contact.id)
          .then((next) => {
            onChanged(next);
            notifySaved();
          })
          .catch(() => undefined)
          .finally(() => setDeleting(null));
      },
    });
  }

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          {t('supplierContactsTitle', { count: contacts.length, max: supplierAccountRules.maxContacts })}
        </Title>
        <Button onClick={() => setEditing('new')} disabled={full} data-testid="add-contact">
          {t('supplierAddContact')}
        </Button>
      </Group>
      {full ? (
        <Text size="sm" c="dimmed" data-testid="contact-limit">
          {t('supplierContactLimitReached', { max: supplierAccountRules.maxContacts })}
        </Text>
      ) : null}
      {contacts.length === 0 ? (
        <EmptyResult title={t('supplierNoContacts')} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped data-testid="contacts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('supplierContactName')}</Table.Th>
                <Table.Th>{t('supplierEmail')}</Table.Th>
                <Table.Th>{t('supplierContactPhone')}</Table.Th>
                <Table.Th>{t('supplierTitle')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {contacts.map((contact) => {
                const name = `${contact.firstName} ${contact.lastName}`;
                const self = contact.id === signedInContactId;
                return (
                  <Table.Tr key={contact.id}>
                    <Table.Td>
                      <Group gap="xs">
                        {name}
                        {contact.isPrimary ? (
                          <Badge size="sm" data-testid="primary-badge">
                            {t('supplierPrimary')}
                          </Badge>
                        ) : null}
                        {self ? (
                          <Badge size="sm" variant="outline">
                            {t('supplierYou')}
                          </Badge>
                        ) : null}
                      </Group>
                    </Table.Td>
                    <Table.Td>{contact.email}</Table.Td>
                    <Table.Td>{contact.phone}</Table.Td>
                    <Table.Td>{contact.title}</Table.Td>
                    <Table.Td>
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        {self || contact.isPrimary ? (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            onClick={() => setEditing(contact)}
                            aria-label={t('editItem', { name })}
                          >
                            {t('edit')}
                          </Button>
                        ) : (
                          <EditDeleteButtons
                            name={name}
                            deleting={deleting === contact.id}
                            onEdit={() => setEditing(contact)}
                            onDelete={() => remove(contact)}
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing ? (
        <ContactModal
          contact={editing === 'new' ? null : editing}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}

import { Alert, Button, Checkbox, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { emailRules } from '@procura/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../ui/pager.tsx';
import type { ContactList } from './use-wizard-contacts.ts';
import type { ContactGroup } from './wizard-model.ts';

const groupTitles = {
  projectUsers: 'emailWizardGroupProjectUsers',
  planTakers: 'emailWizardGroupPlanTakers',
  invitations: 'emailWizardGroupInvitations',
  supplierContacts: 'emailWizardGroupSupplierContacts',
} as const satisfies Record<ContactGroup, string>;

/** One list: an include-all box, and its people five at a time. */
function ContactGroupTable({
  list,
  chosen,
  onChange,
}: {
  list: ContactList;
  chosen: ReadonlySet<string>;
  onChange: (keys: readonly string[], include: boolean) => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const title = t(groupTitles[list.group]);
  const pageSize = emailRules.contactsPageSize;
  const selectable = list.contacts.filter((c) => c.selectable).map((c) => c.key);
  const allChosen = selectable.length > 0 && selectable.every((key) => chosen.has(key));
  const someChosen = selectable.some((key) => chosen.has(key));

  let body: ReactNode;
  if (list.pending) body = <Skeleton height={80} />;
  else if (list.failed) {
    body = (
      <Alert color="red" title={t('emailWizardContactsFailed')}>
        <Button size="compact-sm" variant="light" onClick={list.retry}>
          {t('retry')}
        </Button>
      </Alert>
    );
  } else if (list.contacts.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {t('emailWizardNoContacts')}
      </Text>
    );
  } else {
    const shown = list.contacts.slice((page - 1) * pageSize, page * pageSize);
    body = (
      <>
        <Table verticalSpacing={4}>
          <Table.Tbody>
            {shown.map((contact) => (
              <Table.Tr key={contact.key} data-testid={`email-contact-${contact.key}`}>
                <Table.Td w={40}>
                  <Checkbox
                    aria-label={t('emailWizardChoose', { name: contact.name || contact.email })}
                    checked={chosen.has(contact.key)}
                    disabled={!contact.selectable}
                    onChange={(event) => onChange([contact.key], event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{contact.name || '—'}</Text>
                  <Text size="xs" c="dimmed">
                    {[contact.companyName, contact.email].filter(Boolean).join(' · ')}
                    {contact.selectable ? '' : ` · ${t('emailWizardNotReachable')}`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {list.contacts.length > pageSize ? (
          <Pager page={page} total={list.contacts.length} pageSize={pageSize} onChange={setPage} />
        ) : null}
      </>
    );
  }

  return (
    <Stack gap="xs" data-testid={`email-group-${list.group}`}>
      <Title order={5}>{title}</Title>
      <Checkbox
        label={t('emailWizardIncludeAll', { group: title })}
        checked={allChosen}
        indeterminate={someChosen && !allChosen}
        // Nobody to include (no active project user, say): the box cannot promise anyone.
        disabled={selectable.length === 0}
        onChange={(event) => onChange(selectable, event.currentTarget.checked)}
      />
      {body}
    </Stack>
  );
}

/** Step 1: whom to write to, from each list the page offers. */
export function ContactsStep({
  lists,
  chosen,
  onChange,
  onNext,
}: {
  lists: readonly ContactList[];
  chosen: ReadonlySet<string>;
  onChange: (keys: readonly string[], include: boolean) => void;
  onNext: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack>
      {lists.map((list) => (
        <ContactGroupTable key={list.group} list={list} chosen={chosen} onChange={onChange} />
      ))}
      <Text size="sm" c="dimmed" data-testid="email-chosen-count">
        {t('emailWizardChosenCount', { count: chosen.size })}
      </Text>
      <Button style={{ alignSelf: 'flex-end' }} disabled={chosen.size === 0} onClick={onNext}>
        {t('emailWizardCompose')}
      </Button>
    </Stack>
  );
}

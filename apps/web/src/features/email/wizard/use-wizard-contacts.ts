import type { UseQueryResult } from '@tanstack/react-query';
import { fullNameOf } from '../../../ui/user-avatar.tsx';
import {
  useWizardInvitations,
  useWizardPlanTakers,
  useWizardProjectUsers,
  useWizardSupplierContacts,
} from '../api/send-queries.ts';
import { type ContactGroup, contactKey, type EmailAbout, type WizardContact } from './wizard-model.ts';

/** One list of the Contacts step: its people once loaded, or how its loading went. */
export type ContactList = {
  group: ContactGroup;
  contacts: WizardContact[];
  pending: boolean;
  failed: boolean;
  retry: () => void;
};

function listOf<Data>(
  group: ContactGroup,
  query: UseQueryResult<Data>,
  toContacts: (data: Data) => WizardContact[],
): ContactList {
  return {
    group,
    contacts: query.data === undefined ? [] : toContacts(query.data),
    pending: query.isPending,
    failed: query.isError,
    retry: () => void query.refetch(),
  };
}

/** The lists the wizard offers where it opened, each loaded only when offered. */
export function useWizardContacts(about: EmailAbout): ContactList[] {
  const offers = (group: ContactGroup) => about.groups.includes(group);
  const tenderId = about.project?.tenderId ?? null;
  const projectUsers = useWizardProjectUsers(
    offers('projectUsers') ? (about.project?.id ?? about.projectId ?? null) : null,
  );
  const planTakers = useWizardPlanTakers(offers('planTakers') ? tenderId : null);
  const invitations = useWizardInvitations(offers('invitations') ? tenderId : null);
  const suppliers = offers('supplierContacts') ? (about.suppliers ?? []) : [];
  const vendors = useWizardSupplierContacts(suppliers.map((s) => s.vendorId));

  const lists: ContactList[] = [];
  if (offers('projectUsers')) {
    lists.push(
      listOf('projectUsers', projectUsers, (members) =>
        members.map((member) => ({
          key: contactKey('projectUser', member.id),
          kind: 'projectUser',
          id: member.id,
          group: 'projectUsers',
          name: fullNameOf(member.user),
          email: member.user.email,
          companyName: null,
          vendorId: null,
          selectable: !member.user.inActive && !member.user.deleted,
        })),
      ),
    );
  }
  if (offers('planTakers')) {
    lists.push(
      listOf('planTakers', planTakers, (takers) =>
        takers.map((taker) => ({
          // A company added by hand has no supplier contact: the send names people by contact.
          key: taker.contactId ? contactKey('contact', taker.contactId) : `planTaker:${taker.id}`,
          kind: 'contact',
          id: taker.contactId ?? 0,
          group: 'planTakers',
          name: taker.contactName,
          email: taker.email,
          companyName: taker.companyName,
          vendorId: taker.vendorId,
          selectable: Boolean(taker.contactId),
        })),
      ),
    );
  }
  if (offers('invitations')) {
    lists.push(
      listOf('invitations', invitations, (invited) =>
        invited.map((invitation) => ({
          key: contactKey('invitation', invitation.id),
          kind: 'invitation',
          id: invitation.id,
          group: 'invitations',
          name: invitation.contactName,
          email: invitation.email,
          companyName: invitation.companyName || null,
          vendorId: invitation.vendorId,
          selectable: true,
        })),
      ),
    );
  }
  if (offers('supplierContacts')) {
    const contacts = vendors.flatMap((query) =>
      (query.data?.contacts ?? []).map(
        (contact): WizardContact => ({
          key: contactKey('contact', contact.id),
          kind: 'contact',
          id: contact.id,
          group: 'supplierContacts',
          name: `${contact.firstName} ${contact.lastName}`.trim(),
          email: contact.email,
          companyName: query.data?.companyName ?? null,
          vendorId: query.data?.id ?? null,
          selectable: contact.email !== '',
        }),
      ),
    );
    lists.push({
      group: 'supplierContacts',
      contacts,
      pending: vendors.some((query) => query.isPending),
      failed: vendors.some((query) => query.isError),
      retry: () => {
        for (const query of vendors) if (query.isError) void query.refetch();
      },
    });
  }
  return lists;
}

import {
  Alert,
  Badge,
  Button,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Table,
  TextInput,
  Title,
} from '@mantine/core';
import { type ContractVendorInvitation, inviteeEmailSchema } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { ListStates } from '../../../ui/list-states.tsx';
import { useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import {
  contractKeys,
  inviteSupplier,
  useContractInvitations,
  withdrawInvitation,
} from '../api/contracts-queries.ts';
import { useContract } from './contract-area.tsx';

type InvitationDraft = { email: string; companyName: string; contactName: string };
const blank: InvitationDraft = { email: '', companyName: '', contactName: '' };

/** Where the server's refusals of an invitation belong. */
const invitationFields: Record<string, string> = {
  errorInvalidEmail: 'email',
  contractInvitationRegistered: 'email',
  invitationAlreadyInvited: 'email',
};

/** Invite by email: a company not yet registered is mailed; once it registers with that address it joins. */
function InviteForm() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const client = useQueryClient();
  const contract = useContract();
  const [draft, setDraft] = useState<InvitationDraft>(blank);
  const { errors, failure, saving, run } = useModalSave(invitationFields);
  const set = (name: keyof InvitationDraft, value: string) => setDraft((d) => ({ ...d, [name]: value }));

  async function invite() {
    const problems = schemaErrors(inviteeEmailSchema, draft.email, 'email');
    const sent = await run(problems, () => inviteSupplier(node, { contractId: contract.id, ...draft }));
    if (!sent) return;
    notifySaved(t('contractInvitationSent', { email: draft.email.trim() }));
    setDraft(blank);
    await client.invalidateQueries({
      queryKey: contractKeys.invitations(node, contract.projectId, contract.id),
    });
  }

  return (
    <Fieldset legend={t('contractInviteTitle')} data-testid="contract-invite">
      <form
        // The contract's email rule speaks, in the app's words, rather than the browser's bubble.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void invite();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label={t('contractInviteEmail')}
              type="email"
              required
              maxLength={254}
              value={draft.email}
              onChange={(event) => set('email', event.currentTarget.value)}
              error={errors.email}
            />
            <TextInput
              label={t('contractInviteCompany')}
              maxLength={300}
              value={draft.companyName}
              onChange={(event) => set('companyName', event.currentTarget.value)}
            />
            <TextInput
              label={t('contractInviteContact')}
              maxLength={300}
              value={draft.contactName}
              onChange={(event) => set('contactName', event.currentTarget.value)}
            />
          </SimpleGrid>
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving} data-testid="contract-invite-send">
              {t('contractInviteSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Fieldset>
  );
}

/** The invitations sent for the contract, pending or accepted; a pending one may be withdrawn. */
export function SupplierInvitations({ canChange }: { canChange: boolean }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const client = useQueryClient();
  const contract = useContract();
  const list = useContractInvitations(contract.projectId, contract.id);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);

  function withdraw(invitation: ContractVendorInvitation) {
    confirmAction({
      title: t('contractInvitationWithdrawTitle'),
      message: t('contractInvitationWithdrawConfirm', { email: invitation.email }),
      confirmLabel: t('contractInvitationWithdraw'),
      danger: true,
      onConfirm: () => {
        setWithdrawing(invitation.id);
        void withdrawInvitation(node, invitation.id)
          .then(() => notifySaved(t('contractInvitationWithdrawn', { email: invitation.email })))
          .catch(notifyRefusal)
          .finally(() => {
            setWithdrawing(null);
            void client.invalidateQueries({
              queryKey: contractKeys.invitations(node, contract.projectId, contract.id),
            });
          });
      },
    });
  }

  return (
    <Stack>
      <Title order={4}>{t('contractInvitationsTitle')}</Title>
      {canChange ? <InviteForm /> : null}
      <ListStates
        query={list}
        failedTitle={t('contractInvitationsFailed')}
        emptyTitle={t('contractInvitationsEmpty')}
      >
        {(page) => (
          <Table striped data-testid="contract-invitations">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('contractInviteEmail')}</Table.Th>
                <Table.Th>{t('contractInviteCompany')}</Table.Th>
                <Table.Th>{t('contractInviteContact')}</Table.Th>
                <Table.Th>{t('contractInvitationSentOn')}</Table.Th>
                <Table.Th>{t('contractSupplierStatus')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.values.map((invitation) => (
                <Table.Tr key={invitation.id}>
                  <Table.Td>{invitation.email}</Table.Td>
                  <Table.Td>{invitation.companyName}</Table.Td>
                  <Table.Td>{invitation.contactName}</Table.Td>
                  <Table.Td>{formatDateTime(invitation.invitedAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={invitation.acceptedAt ? 'green' : 'yellow'} variant="light">
                      {t(invitation.acceptedAt ? 'contractInvitationAccepted' : 'contractInvitationPending')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {canChange && !invitation.acceptedAt ? (
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        loading={withdrawing === invitation.id}
                        onClick={() => withdraw(invitation)}
                        aria-label={t('contractInvitationWithdrawItem', { email: invitation.email })}
                      >
                        {t('contractInvitationWithdraw')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </ListStates>
    </Stack>
  );
}

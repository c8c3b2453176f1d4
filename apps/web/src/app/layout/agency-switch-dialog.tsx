import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fetchAgencies, switchAgency } from '../../features/auth/api/auth-queries.ts';
import { useSession } from '../../platform/session/session-context.tsx';
import { sessionKeys } from '../../platform/session/session-queries.ts';
import { useHasUnsavedChanges } from '../../platform/session/unsaved-changes.ts';
import { PageLoader } from '../../ui/page-states.tsx';

/**
 * Site administrators move their session to another agency. The server answers a new session;
 * the flags, route permissions and lists of the old agency are then refetched for the new one,
 * and the user starts again from the dashboard, where nothing of the old agency is on screen.
 * While a form holds unsaved changes the switch is refused with the spec's warning (000 §2), since
 * it would throw those changes away with the old agency's screens.
 */
export function AgencySwitchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { info } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<string | null>(null);
  const blocked = useHasUnsavedChanges();

  const customers = useQuery({
    queryKey: ['customers'],
    queryFn: ({ signal }) => fetchAgencies(signal),
    enabled: opened && !blocked,
    staleTime: 5 * 60_000,
  });
  const others = (customers.data ?? []).filter((customer) => customer.customerId !== info.customer.id);

  const mutation = useMutation({
    mutationFn: (customerId: number) => switchAgency(customerId),
    onSuccess: async (next) => {
      queryClient.setQueryData(sessionKeys.session, next);
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== sessionKeys.session[0],
      });
      notifications.show({
        message: t('agencySwitched', { name: next.customer.displayName }),
        color: 'green',
      });
      setChoice(null);
      onClose();
      await navigate('/');
    },
  });

  function renderBody() {
    if (blocked) {
      return (
        <Alert color="yellow" role="alert" data-testid="unsaved-changes-warning">
          {t('unsavedChangesSwitchAgency')}
        </Alert>
      );
    }
    if (customers.isPending) return <PageLoader />;
    if (customers.isError) {
      return (
        <Alert color="red" title={t('errorTitle')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{customers.error.message}</Text>
            <Button size="xs" variant="default" onClick={() => void customers.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    if (others.length === 0) return <Text c="dimmed">{t('noAgencies')}</Text>;
    return (
      <Select
        label={t('agencyLabel')}
        placeholder={t('agencyPlaceholder')}
        data={others.map((customer) => ({
          value: String(customer.customerId),
          label: customer.customerName,
        }))}
        value={choice}
        onChange={setChoice}
        searchable
        nothingFoundMessage={t('noMatches')}
        data-autofocus
      />
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('switchAgency')}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <Text size="sm">{t('currentAgency', { name: info.customer.displayName })}</Text>
        {renderBody()}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            disabled={choice === null || blocked}
            loading={mutation.isPending}
            onClick={() => choice !== null && !blocked && mutation.mutate(Number(choice))}
          >
            {t('switchAgencyButton')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

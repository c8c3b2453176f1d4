import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import {
  type InvitationCandidate,
  type InviteVendorsResult,
  supplierSearchMinChars,
  type VendorSearchCriteria,
  vendorSearchPageSize,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { notifyRefusal } from '../../../ui/use-cached-call.ts';
import {
  type InvitationSearch,
  invitationCandidateKeys,
  inviteVendors,
  useInvitationCandidates,
} from '../api/invitation-queries.ts';
import { InviteResult } from './invite-result.tsx';

type Filters = {
  searchText: string;
  city: string;
  provinceState: string;
  country: string;
  isLocalVendor: boolean;
  emergencyVendor: boolean;
  certifiedDiverseSupplier: boolean;
};

const noFilters: Filters = {
  searchText: '',
  city: '',
  provinceState: '',
  country: '',
  isLocalVendor: false,
  emergencyVendor: false,
  certifiedDiverseSupplier: false,
};

/** The search as sent: empty texts and unticked boxes are no criterion ("any"), not a value to match. */
export function searchOf(tenderId: number, filters: Filters, page: number): InvitationSearch {
  const criteria: VendorSearchCriteria = {};
  for (const name of ['city', 'provinceState', 'country'] as const) {
    const value = filters[name].trim();
    if (value) criteria[name] = value;
  }
  for (const name of ['isLocalVendor', 'emergencyVendor', 'certifiedDiverseSupplier'] as const) {
    if (filters[name]) criteria[name] = true;
  }
  const searchText = filters.searchText.trim();
  return {
    tenderId,
    ...(searchText ? { searchText } : {}),
    criteria,
    start: (page - 1) * vendorSearchPageSize,
    limit: vendorSearchPageSize,
  };
}

function CandidatesTable({
  rows,
  chosen,
  onToggle,
}: {
  rows: InvitationCandidate[];
  chosen: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped data-testid="invite-candidates">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>{t('vendorListCompany')}</Table.Th>
            <Table.Th>{t('vendorListContact')}</Table.Th>
            <Table.Th>{t('vendorListCity')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid={`invite-candidate-${row.id}`}>
              <Table.Td>
                <Checkbox
                  aria-label={t('vendorPickerChoose', { name: row.companyName })}
                  checked={row.invited || chosen.has(row.id)}
                  disabled={row.invited}
                  onChange={() => onToggle(row.id)}
                />
              </Table.Td>
              <Table.Td>{row.companyName}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.primaryContact}</Text>
                <Text size="xs" c="dimmed">
                  {row.email}
                </Text>
              </Table.Td>
              <Table.Td>{[row.city, row.provinceState].filter(Boolean).join(', ')}</Table.Td>
              <Table.Td align="right">
                {row.invited ? (
                  <Badge variant="light" color="green">
                    {t('inviteAlreadyInvited')}
                  </Badge>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function DirectoryPicker({
  tenderId,
  onInvited,
  onClose,
}: {
  tenderId: number;
  onInvited: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const client = useQueryClient();
  const [filters, setFilters] = useState<Filters>(noFilters);
  const [applied, setApplied] = useState<Filters>(noFilters);
  const [page, setPage] = useState(1);
  const [textError, setTextError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const [inviting, setInviting] = useState(false);
  const [result, setResult] = useState<InviteVendorsResult | null>(null);
  const candidates = useInvitationCandidates(searchOf(tenderId, applied, page));
  const text = (name: 'searchText' | 'city' | 'provinceState' | 'country') => ({
    value: filters[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setFilters((current) => ({ ...current, [name]: value }));
    },
  });
  const box = (name: 'isLocalVendor' | 'emergencyVendor' | 'certifiedDiverseSupplier') => ({
    checked: filters[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const checked = event.currentTarget.checked;
      setFilters((current) => ({ ...current, [name]: checked }));
    },
  });

  function search(event: FormEvent) {
    event.preventDefault();
    const typed = filters.searchText.trim();
    // 000 §5: a name search needs at least 3 characters (none lists everyone).
    if (typed && typed.length < supplierSearchMinChars) {
      setTextError(i18n.t('supplierSearchTooShort'));
      return;
    }
    setTextError(null);
    setApplied(filters);
    setPage(1);
  }

  function toggle(id: number) {
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  async function invite() {
    setInviting(true);
    try {
      setResult(await inviteVendors(node, { tenderId, vendorIds: [...chosen] }));
      setChosen(new Set());
      await client.invalidateQueries({ queryKey: invitationCandidateKeys.all(node, tenderId) });
      await onInvited();
    } catch (error) {
      notifyRefusal(error);
    } finally {
      setInviting(false);
    }
  }

  function results() {
    if (candidates.isPending) return <PageLoader />;
    if (candidates.isError)
      return (
        <ErrorState
          title={t('inviteSearchFailed')}
          message={candidates.error.message}
          onRetry={() => void candidates.refetch()}
        />
      );
    const { values, total } = candidates.data;
    if (values.length === 0)
      return (
        <Text size="sm" c="dimmed" data-testid="invite-candidates-empty">
          {t('inviteSearchEmpty')}
        </Text>
      );
    return (
      <Stack gap="xs">
        <CandidatesTable rows={values} chosen={chosen} onToggle={toggle} />
        <Pager page={page} total={total} pageSize={vendorSearchPageSize} onChange={setPage} />
      </Stack>
    );
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('inviteFromDirectoryTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack>
        <form onSubmit={search} data-testid="invite-search">
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('inviteSearchText')} error={textError} {...text('searchText')} />
              <TextInput label={t('addSupplierCity')} {...text('city')} />
              <TextInput label={t('addSupplierProvince')} {...text('provinceState')} />
              <TextInput label={t('addSupplierCountry')} {...text('country')} />
            </SimpleGrid>
            <Group>
              <Checkbox label={t('inviteCriteriaLocal')} {...box('isLocalVendor')} />
              <Checkbox label={t('inviteCriteriaEmergency')} {...box('emergencyVendor')} />
              <Checkbox label={t('inviteCriteriaDiverse')} {...box('certifiedDiverseSupplier')} />
            </Group>
            <Group justify="flex-end">
              <Button type="submit" variant="default">
                {t('inviteSearch')}
              </Button>
            </Group>
          </Stack>
        </form>
        {results()}
        {result ? <InviteResult result={result} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('close')}
          </Button>
          <Button
            onClick={() => void invite()}
            loading={inviting}
            disabled={chosen.size === 0}
            data-testid="invite-selected"
          >
            {t('inviteSelected', { count: chosen.size })}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Build > invitations, "From the directory" (issue 22 §4): the agency's suppliers searched by name
 * and a few criteria, those already invited to the source shown and not chosen again; the chosen
 * ones are invited by their primary contact's address.
 */
export function InviteFromDirectory({
  tenderId,
  onInvited,
}: {
  tenderId: number;
  onInvited: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpen(true)} data-testid="invite-from-directory">
        {t('inviteFromDirectory')}
      </Button>
      {open ? (
        <DirectoryPicker tenderId={tenderId} onInvited={onInvited} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

import {
  type createLicenceSchema,
  type Licence,
  type LicenceInput,
  type licenceAgencySchema,
  licenceSchema,
  type licenceSummarySchema,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, readList, readOne } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The contract-builder dashboard's calls (issue 9 §4; 001 §7 ContractBuilderLicenseConfiguration),
 * for product support's site administrators: every agency's licence, the summary of transactions,
 * the agencies not licensed yet, one licence, and adding or changing one. Calls do not notify on
 * their own: the dialog shows a refusal beside its field or above its buttons.
 */
type NodeRef = { customerId: number; nodeId: number };
export type LicenceSummary = ReturnType<typeof licenceSummarySchema.parse>;
export type LicenceAgency = ReturnType<typeof licenceAgencySchema.parse>;
export type CreateLicence = ReturnType<typeof createLicenceSchema.parse>;

const inPlace = { notifyOnError: false } as const;
const basePath = (node: NodeRef) =>
  `${nodeBase(node.customerId, node.nodeId)}/ContractBuilderLicenseConfiguration`;

export const licenceKeys = {
  /** Everything the dashboard reads: a saved licence changes the grid, the summary and the agencies left. */
  all: (node: NodeRef) => ['contractBuilder', node.customerId, node.nodeId] as const,
  list: (node: NodeRef) => [...licenceKeys.all(node), 'licences'] as const,
  summary: (node: NodeRef) => [...licenceKeys.all(node), 'summary'] as const,
  agencies: (node: NodeRef) => [...licenceKeys.all(node), 'agencies'] as const,
  one: (node: NodeRef, licenceId: number) => [...licenceKeys.all(node), 'licence', licenceId] as const,
};

/** Every agency's licence, with its billing periods and activity. */
export function useLicences() {
  const node = useNodeRef();
  return useQuery({
    queryKey: licenceKeys.list(node),
    queryFn: async ({ signal }) =>
      readList<Licence>(await apiRequest<unknown>(`${basePath(node)}/All`, { signal, ...inPlace }), 'licence')
        .values,
  });
}

/** Purchased, completed (used) and remaining transactions over every licence. */
export function useLicenceSummary() {
  const node = useNodeRef();
  return useQuery({
    queryKey: licenceKeys.summary(node),
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(`${basePath(node)}/Summary`, { signal, ...inPlace });
      const [summary] = readList<LicenceSummary>(body, 'summary').values;
      if (!summary) throw new ApiError(0, [i18n.t('unknownError')]);
      return summary;
    },
  });
}

/** The agencies the add dialog offers: those without a licence yet. */
export function useUnlicensedAgencies() {
  const node = useNodeRef();
  return useQuery({
    queryKey: licenceKeys.agencies(node),
    queryFn: async ({ signal }) =>
      readList<LicenceAgency>(
        await apiRequest<unknown>(`${basePath(node)}/Agencies`, { signal, ...inPlace }),
        'agency',
      ).values,
  });
}

/** One licence as it now is, with its version, for the manage dialog. */
export function useLicence(licenceId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: licenceKeys.one(node, licenceId),
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(`${basePath(node)}/${licenceId}`, { signal, ...inPlace });
      const licence = readOne(licenceSchema, body, 'licence');
      if (!licence) throw new ApiError(0, [i18n.t('unknownError')]);
      return licence;
    },
  });
}

/** After a save: the answered licence replaces the cached one, and the lists are read again. */
export function useLicenceCache() {
  const node = useNodeRef();
  const client = useQueryClient();
  return (licence: Licence | null) => {
    if (licence) client.setQueryData(licenceKeys.one(node, licence.id), licence);
    void client.invalidateQueries({
      queryKey: licenceKeys.all(node),
      predicate: (query) => !licence || query.queryKey[3] !== 'licence',
    });
  };
}

export async function createLicence(node: NodeRef, input: CreateLicence): Promise<Licence | null> {
  const body = await apiRequest<unknown>(basePath(node), { method: 'POST', body: input, ...inPlace });
  return readOne(licenceSchema, body, 'licence');
}

export async function updateLicence(node: NodeRef, licenceId: number, input: LicenceInput) {
  const body = await apiRequest<unknown>(`${basePath(node)}/${licenceId}`, {
    method: 'PUT',
    body: input,
    ...inPlace,
  });
  return readOne(licenceSchema, body, 'licence');
}

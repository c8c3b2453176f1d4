import {
  type EndpointInput,
  contractBuilderEndpoints as endpoints,
  type Licence,
  type LicenceInput,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/**
 * The contract-builder dashboard's calls (issue 9 §4; 001 §7 ContractBuilderLicenseConfiguration),
 * for product support's site administrators: every agency's licence, the summary of transactions,
 * the agencies not licensed yet, one licence, and adding or changing one. Calls do not notify on
 * their own: the dialog shows a refusal beside its field or above its buttons.
 */
type NodeRef = { customerId: number; nodeId: number };
type CreateLicence = EndpointInput<typeof endpoints.create>['body'];

const inPlace = { notifyOnError: false } as const;

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
      pageOf(await callEndpoint(endpoints.licences, { params: node }, { signal, ...inPlace })).values,
  });
}

/** Purchased, completed (used) and remaining transactions over every licence. */
export function useLicenceSummary() {
  const node = useNodeRef();
  return useQuery({
    queryKey: licenceKeys.summary(node),
    queryFn: async ({ signal }) => {
      const summary = firstOf(
        await callEndpoint(endpoints.summary, { params: node }, { signal, ...inPlace }),
      );
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
      pageOf(await callEndpoint(endpoints.agencies, { params: node }, { signal, ...inPlace })).values,
  });
}

/** One licence as it now is, with its version, for the manage dialog. */
export function useLicence(licenceId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: licenceKeys.one(node, licenceId),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        endpoints.licence,
        { params: { ...node, licenseId: licenceId } },
        { signal, ...inPlace },
      );
      const licence = firstOf(answer);
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
  return firstOf(await callEndpoint(endpoints.create, { params: node, body: input }, inPlace));
}

export async function updateLicence(node: NodeRef, licenceId: number, input: LicenceInput) {
  return firstOf(
    await callEndpoint(endpoints.update, { params: { ...node, licenseId: licenceId }, body: input }, inPlace),
  );
}

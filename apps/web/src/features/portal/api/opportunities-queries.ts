import {
  type OpportunityStatus,
  type PortalAgencyAnswer,
  planTakersEndpoints,
  portalEndpoints,
  type SupplierCategory,
  suppliersEndpoints,
} from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { portalCall } from '../../../platform/api/portal-call.ts';

/**
 * The public portal's calls (issue 6 §1), through the contract's declarations: the agency with the
 * server clock, the opportunities, one opportunity, registering as a plan taker and the supplier's
 * registrations. Keys start with ['portal', agency] so signing in or out refreshes them all.
 */

/** The list's filters as the page sends them. */
export type OpportunityFilters = {
  status: OpportunityStatus;
  searchText: string;
  categoryId?: number | undefined;
  closingWithinDays?: number | undefined;
  start: number;
  limit: number;
};

const quiet = { ...portalCall, notifyOnError: false } as const;

export const portalKeys = {
  agency: (agency: string) => ['portal', agency, 'agency'] as const,
  categories: (agency: string) => ['portal', agency, 'categories'] as const,
  list: (agency: string, query: OpportunityFilters) => ['portal', agency, 'opportunities', query] as const,
  one: (agency: string, projectId: number) => ['portal', agency, 'opportunity', projectId] as const,
  mine: (agency: string, start: number) => ['portal', agency, 'mine', start] as const,
};

export function usePortalAgencyInfo(agency: string) {
  return useQuery({
    queryKey: portalKeys.agency(agency),
    queryFn: async ({ signal }): Promise<PortalAgencyAnswer & { receivedAt: number }> => {
      const answer = await callEndpoint(portalEndpoints.agency, { params: { agency } }, { signal, ...quiet });
      return { ...answer, receivedAt: Date.now() };
    },
    staleTime: 5 * 60_000,
  });
}

/** The agency's active categories: the opportunities filter and the company forms' choices. */
export function usePortalCategories(agency: string) {
  return useQuery({
    queryKey: portalKeys.categories(agency),
    queryFn: async ({ signal }): Promise<SupplierCategory[]> =>
      pageOf(await callEndpoint(portalEndpoints.categories, { params: { agency } }, { signal, ...quiet }))
        .values,
    staleTime: 5 * 60_000,
  });
}

export function useOpportunities(agency: string, query: OpportunityFilters) {
  return useQuery({
    queryKey: portalKeys.list(agency, query),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          portalEndpoints.opportunities,
          { params: { agency }, query: { ...query } },
          { signal, ...quiet },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOpportunity(agency: string, projectId: number) {
  return useQuery({
    queryKey: portalKeys.one(agency, projectId),
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        portalEndpoints.opportunity,
        { params: { agency, projectId } },
        { signal, ...quiet },
      );
      const value = firstOf(answer);
      if (!value) throw new Error('Not found');
      return { ...value, receivedAt: Date.now() };
    },
  });
}

/** Registers the signed-in supplier; the answer is the page as it now reads. */
export function useRegister(agency: string, projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      firstOf(await callEndpoint(planTakersEndpoints.register, { params: { agency, projectId } }, quiet)),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['portal', agency] });
    },
  });
}

export function useMyOpportunities(agency: string, start: number, limit: number) {
  return useQuery({
    queryKey: portalKeys.mine(agency, start),
    queryFn: async ({ signal }) =>
      pageOf(
        await callEndpoint(
          planTakersEndpoints.myOpportunities,
          { params: { agency }, query: { start, limit } },
          { signal, ...quiet },
        ),
      ),
    placeholderData: keepPreviousData,
  });
}

export async function signOutSupplier(agency: string): Promise<void> {
  await callEndpoint(suppliersEndpoints.signOut, { params: { agency } }, portalCall);
}

/** Where a registered supplier's browser downloads a document or addendum (the cookie goes along). */
export const documentUrl = (agency: string, projectId: number, documentId: number) =>
  endpointHref(planTakersEndpoints.document, { params: { agency, projectId, documentId } });
export const addendumUrl = (agency: string, projectId: number, addendumId: number) =>
  endpointHref(planTakersEndpoints.addendum, { params: { agency, projectId, addendumId } });

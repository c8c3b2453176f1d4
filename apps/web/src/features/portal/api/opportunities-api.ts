import {
  type MyOpportunity,
  type Opportunity,
  type OpportunityStatus,
  type OpportunitySummary,
  type PortalAgencyAnswer,
  portalAgencyAnswerSchema,
  type SupplierCategory,
  supplierCategorySchema,
} from '@procura/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { parseAnswer, readList } from '../../../platform/api/client.ts';
import { portalBase, portalRequest } from '../portal-api.ts';

/**
 * The public portal's calls (issue 6 §1): the agency with the server clock, the opportunities,
 * one opportunity, registering as a plan taker and the supplier's registrations. Keys start with
 * ['portal', agency] so signing in or out refreshes them all.
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
      const body = await portalRequest<unknown>(agency, '', { signal, notifyOnError: false });
      return { ...parseAnswer(portalAgencyAnswerSchema, body), receivedAt: Date.now() };
    },
    staleTime: 5 * 60_000,
  });
}

/** The agency's active categories: the opportunities filter and the company forms' choices. */
export function usePortalCategories(agency: string) {
  return useQuery({
    queryKey: portalKeys.categories(agency),
    queryFn: async ({ signal }): Promise<SupplierCategory[]> =>
      readList<unknown>(
        await portalRequest<unknown>(agency, '/Categories', { signal, notifyOnError: false }),
        'category',
      ).values.map((c) => parseAnswer(supplierCategorySchema, c)),
    staleTime: 5 * 60_000,
  });
}

export function useOpportunities(agency: string, query: OpportunityFilters) {
  return useQuery({
    queryKey: portalKeys.list(agency, query),
    queryFn: async ({ signal }) =>
      readList<OpportunitySummary>(
        await portalRequest<unknown>(agency, '/Opportunities', {
          query: { ...query },
          signal,
          notifyOnError: false,
        }),
        'opportunity',
      ),
    placeholderData: keepPreviousData,
  });
}

export function useOpportunity(agency: string, projectId: number) {
  return useQuery({
    queryKey: portalKeys.one(agency, projectId),
    queryFn: async ({ signal }) => {
      const body = await portalRequest<unknown>(agency, `/Opportunities/${projectId}`, {
        signal,
        notifyOnError: false,
      });
      const [value] = readList<Opportunity>(body, 'opportunity').values;
      if (!value) throw new Error('Not found');
      return { ...value, receivedAt: Date.now() };
    },
  });
}

/** Registers the signed-in supplier; the answer is the page as it now reads. */
export function useRegister(agency: string, projectId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const body = await portalRequest<unknown>(agency, `/Opportunities/${projectId}/Register`, {
        method: 'POST',
        notifyOnError: false,
      });
      return readList<Opportunity>(body, 'opportunity').values[0];
    },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: ['portal', agency] });
    },
  });
}

export function useMyOpportunities(agency: string, start: number, limit: number) {
  return useQuery({
    queryKey: portalKeys.mine(agency, start),
    queryFn: async ({ signal }) =>
      readList<MyOpportunity>(
        await portalRequest<unknown>(agency, '/MyOpportunities', {
          query: { start, limit },
          signal,
          notifyOnError: false,
        }),
        'myOpportunity',
      ),
    placeholderData: keepPreviousData,
  });
}

export async function signOutSupplier(agency: string): Promise<void> {
  await portalRequest<unknown>(agency, '/SignOut', { method: 'POST' });
}

/** Where a registered supplier's browser downloads a document or addendum (the cookie goes along). */
export const documentUrl = (agency: string, projectId: number, documentId: number) =>
  `${portalBase(agency)}/Opportunities/${projectId}/Documents/${documentId}`;
export const addendumUrl = (agency: string, projectId: number, addendumId: number) =>
  `${portalBase(agency)}/Opportunities/${projectId}/Addenda/${addendumId}`;

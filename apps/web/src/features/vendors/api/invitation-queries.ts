import {
  type AddVendor,
  type AgencyVendor,
  type EndpointInput,
  type InvitationCandidate,
  type InviteVendors,
  type InviteVendorsResult,
  vendorListsEndpoints,
  vendorsEndpoints,
} from '@procura/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, type ListPage } from '../../../platform/api/client.ts';
import { callEndpoint, firstOf, pageOf } from '../../../platform/api/endpoint-call.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import type { NodeRef } from './list-queries.ts';

/**
 * Bringing suppliers in (issue 22 §4, §5): adding a company to the directory or inviting it by
 * email, and inviting suppliers of the directory or of a list to a source in Build.
 */

export type InvitationSearch = EndpointInput<typeof vendorListsEndpoints.invitationSearch>['body'];
export type { InvitationCandidate, InviteVendorsResult };

const inPlace = { notifyOnError: false } as const;

/** Adds a company to the directory (mailing its contact a link to claim the account when asked). */
export async function addVendor(node: NodeRef, vendor: AddVendor): Promise<AgencyVendor> {
  const added = firstOf(await callEndpoint(vendorsEndpoints.add, { params: node, body: vendor }, inPlace));
  if (!added) throw new ApiError(0, [i18n.t('unknownError')]);
  return added;
}

export const invitationCandidateKeys = {
  all: (node: NodeRef, tenderId: number) =>
    ['vendorInvitationCandidates', node.customerId, node.nodeId, tenderId] as const,
  search: (node: NodeRef, search: InvitationSearch) =>
    [...invitationCandidateKeys.all(node, search.tenderId), search] as const,
};

/** The directory's suppliers for a source, each saying whether it is already invited. */
export function useInvitationCandidates(search: InvitationSearch, enabled = true) {
  const node = useNodeRef();
  return useQuery({
    queryKey: invitationCandidateKeys.search(node, search),
    queryFn: async ({ signal }): Promise<ListPage<InvitationCandidate>> =>
      pageOf(
        await callEndpoint(
          vendorListsEndpoints.invitationSearch,
          { params: node, body: search },
          { signal, ...inPlace },
        ),
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** Invites suppliers by id, or the next `count` in turn of a rotational list; answers who was invited and who skipped. */
export async function inviteVendors(node: NodeRef, invitation: InviteVendors): Promise<InviteVendorsResult> {
  const result = firstOf(
    await callEndpoint(vendorListsEndpoints.inviteVendors, { params: node, body: invitation }, inPlace),
  );
  if (!result) throw new ApiError(0, [i18n.t('unknownError')]);
  return result;
}

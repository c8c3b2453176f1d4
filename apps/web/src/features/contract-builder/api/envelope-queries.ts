import {
  type ContractEnvelope,
  contractBuilderEndpoints,
  type EndpointAnswer,
  type EnvelopeDetails,
  type EnvelopeFieldInput,
  contractBuilderEnvelopeEndpoints as endpoints,
  type OwnLicence,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../platform/api/client.ts';
import {
  callEndpoint,
  endpointHref,
  firstOf,
  pageOf,
  uploadEndpoint,
} from '../../../platform/api/endpoint-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { envelopeKeys } from './envelope-keys.ts';

/**
 * The contract builder's calls (issue 9 §3; 001 §7 Contracts/{id}/ContractSignatures), through the
 * contract's declarations. Every change answers the whole envelope, which replaces the cached one,
 * so the page shows the server's `missing` and rights without a second read. Calls do not notify
 * on their own: the caller shows a refusal beside its field or in a notice.
 */
type NodeRef = { customerId: number; nodeId: number };
export type EnvelopeRef = { contractId: number; envelopeId: number };

const inPlace = { notifyOnError: false } as const;
const paramsOf = (node: NodeRef, ref: EnvelopeRef) => ({
  customerId: node.customerId,
  nodeId: node.nodeId,
  contractId: ref.contractId,
  sigId: ref.envelopeId,
});
const envelopeOf = (answer: EndpointAnswer<typeof endpoints.envelope>): ContractEnvelope | null =>
  firstOf(answer);

/** The agency's own licence (GET /ContractBuilderLicenseConfiguration, open to every user). */
export function useOwnLicence() {
  const node = useNodeRef();
  return useQuery({
    queryKey: envelopeKeys.licence(node),
    queryFn: async ({ signal }): Promise<OwnLicence> => {
      const answer = await callEndpoint(
        contractBuilderEndpoints.ownLicence,
        { params: node },
        { signal, ...inPlace },
      );
      const licence = firstOf(answer);
      if (!licence) throw new ApiError(0, [i18n.t('unknownError')]);
      return licence;
    },
  });
}

/** Every envelope of the contract, oldest first, each whole. */
export function useEnvelopes(contractId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: envelopeKeys.list(node, contractId),
    queryFn: async ({ signal }) =>
      pageOf(await callEndpoint(endpoints.list, { params: { ...node, contractId } }, { signal, ...inPlace }))
        .values,
  });
}

/**
 * Keeps the cached list in step with an answered envelope (new ones last), or without a deleted
 * one. A send uses one of the licence's envelopes, so the licence is read again after a change.
 */
export function useEnvelopeCache(contractId: number) {
  const node = useNodeRef();
  const client = useQueryClient();
  const key = envelopeKeys.list(node, contractId);
  return {
    put(envelope: ContractEnvelope | null) {
      // An answer without the envelope still means it changed: read the list again.
      if (!envelope) return void client.invalidateQueries({ queryKey: key });
      client.setQueryData<ContractEnvelope[]>(key, (old = []) =>
        old.some((e) => e.id === envelope.id)
          ? old.map((e) => (e.id === envelope.id ? envelope : e))
          : [...old, envelope],
      );
    },
    remove(envelopeId: number) {
      client.setQueryData<ContractEnvelope[]>(key, (old = []) => old.filter((e) => e.id !== envelopeId));
    },
    refreshLicence() {
      void client.invalidateQueries({ queryKey: envelopeKeys.licence(node) });
    },
  };
}

export async function createEnvelope(node: NodeRef, contractId: number, details: EnvelopeDetails) {
  return envelopeOf(
    await callEndpoint(endpoints.create, { params: { ...node, contractId }, body: details }, inPlace),
  );
}

export async function saveEnvelopeDetails(node: NodeRef, ref: EnvelopeRef, details: EnvelopeDetails) {
  return envelopeOf(
    await callEndpoint(endpoints.saveDetails, { params: paramsOf(node, ref), body: details }, inPlace),
  );
}

export async function deleteEnvelope(node: NodeRef, ref: EnvelopeRef): Promise<void> {
  await callEndpoint(endpoints.remove, { params: paramsOf(node, ref) }, inPlace);
}

/** Every field of the envelope, saved whole (in fractions of their page). */
export async function saveDesigner(node: NodeRef, ref: EnvelopeRef, fields: EnvelopeFieldInput[]) {
  return envelopeOf(
    await callEndpoint(endpoints.saveDesigner, { params: paramsOf(node, ref), body: { fields } }, inPlace),
  );
}

/** Send (the first send uses one of the licence's envelopes) or Correct; both take an empty body. */
export async function changeEnvelopeStatus(node: NodeRef, ref: EnvelopeRef, status: 'Send' | 'Correct') {
  return envelopeOf(
    await callEndpoint(
      endpoints.changeStatus,
      { params: { ...paramsOf(node, ref), status }, body: {} },
      inPlace,
    ),
  );
}

/** Whether the address already signs this envelope, and a name the agency knows for it. */
export async function lookupRecipient(node: NodeRef, ref: EnvelopeRef, email: string, signal?: AbortSignal) {
  const answer = await callEndpoint(
    endpoints.lookupRecipient,
    { params: paramsOf(node, ref), query: { email } },
    { signal, ...inPlace },
  );
  return firstOf(answer);
}

export type SignerInput = { name: string; email: string };

export async function addSigner(node: NodeRef, ref: EnvelopeRef, signer: SignerInput) {
  return envelopeOf(
    await callEndpoint(endpoints.addSigner, { params: paramsOf(node, ref), body: signer }, inPlace),
  );
}

export async function updateSigner(node: NodeRef, ref: EnvelopeRef, signerId: number, signer: SignerInput) {
  return envelopeOf(
    await callEndpoint(
      endpoints.updateSigner,
      { params: { ...paramsOf(node, ref), signerId }, body: signer },
      inPlace,
    ),
  );
}

export async function removeSigner(node: NodeRef, ref: EnvelopeRef, signerId: number) {
  return envelopeOf(
    await callEndpoint(endpoints.removeSigner, { params: { ...paramsOf(node, ref), signerId } }, inPlace),
  );
}

export async function sortSigners(node: NodeRef, ref: EnvelopeRef, ids: number[]) {
  return envelopeOf(
    await callEndpoint(endpoints.sortSigners, { params: paramsOf(node, ref), body: { ids } }, inPlace),
  );
}

/** A fresh link to the signer whose turn it is. */
export async function resendSigner(node: NodeRef, ref: EnvelopeRef, signerId: number) {
  return envelopeOf(
    await callEndpoint(
      endpoints.resendSigner,
      { params: { ...paramsOf(node, ref), signerId }, body: {} },
      inPlace,
    ),
  );
}

/** Adds a document (multipart, the file only), with upload progress. */
export async function uploadEnvelopeDocument(
  node: NodeRef,
  ref: EnvelopeRef,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) {
  return envelopeOf(
    await uploadEndpoint(endpoints.addDocument, { params: paramsOf(node, ref) }, file, {
      onProgress,
      ...inPlace,
    }),
  );
}

export async function sortDocuments(node: NodeRef, ref: EnvelopeRef, ids: number[]) {
  return envelopeOf(
    await callEndpoint(endpoints.sortDocuments, { params: paramsOf(node, ref), body: { ids } }, inPlace),
  );
}

export async function deleteEnvelopeDocument(node: NodeRef, ref: EnvelopeRef, documentId: number) {
  return envelopeOf(
    await callEndpoint(
      endpoints.removeDocument,
      { params: { ...paramsOf(node, ref), envelopeDocumentId: documentId } },
      inPlace,
    ),
  );
}

/** Downloads and previews are plain links: a GET carries the session cookie and needs no CSRF header. */
export function documentPreviewUrl(node: NodeRef, ref: EnvelopeRef, documentId: number): string {
  return endpointHref(endpoints.previewDocument, {
    params: { ...paramsOf(node, ref), envelopeDocumentId: documentId },
  });
}

export function downloadAllUrl(node: NodeRef, ref: EnvelopeRef): string {
  return endpointHref(endpoints.downloadAll, { params: paramsOf(node, ref) });
}

export function downloadSummaryUrl(node: NodeRef, ref: EnvelopeRef): string {
  return endpointHref(endpoints.downloadSummary, { params: paramsOf(node, ref) });
}

import {
  type ContractEnvelope,
  contractEnvelopeSchema,
  type EnvelopeDetails,
  type EnvelopeFieldInput,
  lookupRecipientSchema,
  type OwnLicence,
  ownLicenceSchema,
} from '@procura/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApiError,
  type ApiRequestOptions,
  apiRequest,
  readList,
  readOne,
} from '../../platform/api/client.ts';
import { nodeBase } from '../../platform/api/paths.ts';
import { type UploadProgress, uploadForm } from '../../platform/api/upload.ts';
import { i18n } from '../../platform/i18n/index.ts';
import { useNodeRef } from '../../platform/session/session-context.tsx';
import { envelopeKeys } from './envelope-keys.ts';

/**
 * The contract builder's calls (issue 9 §3; 001 §7 Contracts/{id}/ContractSignatures). Every change
 * answers the whole envelope, which replaces the cached one, so the page shows the server's
 * `missing` and rights without a second read. Calls do not notify on their own: the caller shows a
 * refusal beside its field or in a notice.
 */
type NodeRef = { customerId: number; nodeId: number };
export type EnvelopeRef = { contractId: number; envelopeId: number };

const inPlace = { notifyOnError: false } as const;
const tenant = (node: NodeRef) => nodeBase(node.customerId, node.nodeId);
const envelopesPath = (node: NodeRef, contractId: number) =>
  `${tenant(node)}/Contracts/${contractId}/ContractSignatures`;
const onePath = (node: NodeRef, ref: EnvelopeRef) =>
  `${envelopesPath(node, ref.contractId)}/${ref.envelopeId}`;

const envelopeOf = (body: unknown) => readOne(contractEnvelopeSchema, body, 'contractSignature');

/** The agency's own licence (GET /ContractBuilderLicenseConfiguration, open to every user). */
export function useOwnLicence() {
  const node = useNodeRef();
  return useQuery({
    queryKey: envelopeKeys.licence(node),
    queryFn: async ({ signal }): Promise<OwnLicence> => {
      const body = await apiRequest<unknown>(`${tenant(node)}/ContractBuilderLicenseConfiguration`, {
        signal,
        ...inPlace,
      });
      const licence = readOne(ownLicenceSchema, body, 'licence');
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
      readList<ContractEnvelope>(
        await apiRequest<unknown>(`${envelopesPath(node, contractId)}/All`, { signal, ...inPlace }),
        'contractSignature',
      ).values,
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

async function call(path: string, options: ApiRequestOptions = {}): Promise<ContractEnvelope | null> {
  return envelopeOf(await apiRequest<unknown>(path, { method: 'POST', ...options, ...inPlace }));
}

export function createEnvelope(node: NodeRef, contractId: number, details: EnvelopeDetails) {
  return call(envelopesPath(node, contractId), { body: details });
}

export function saveEnvelopeDetails(node: NodeRef, ref: EnvelopeRef, details: EnvelopeDetails) {
  return call(`${onePath(node, ref)}/Details`, { method: 'PUT', body: details });
}

export async function deleteEnvelope(node: NodeRef, ref: EnvelopeRef): Promise<void> {
  await apiRequest<unknown>(onePath(node, ref), { method: 'DELETE', ...inPlace });
}

/** Every field of the envelope, saved whole (in fractions of their page). */
export function saveDesigner(node: NodeRef, ref: EnvelopeRef, fields: EnvelopeFieldInput[]) {
  return call(`${onePath(node, ref)}/Designer`, { method: 'PUT', body: { fields } });
}

/** Send (the first send uses one of the licence's envelopes) or Correct; both take an empty body. */
export function changeEnvelopeStatus(node: NodeRef, ref: EnvelopeRef, status: 'Send' | 'Correct') {
  return call(`${onePath(node, ref)}/Status/${status}`, { method: 'PUT', body: {} });
}

/** Whether the address already signs this envelope, and a name the agency knows for it. */
export async function lookupRecipient(node: NodeRef, ref: EnvelopeRef, email: string, signal?: AbortSignal) {
  const body = await apiRequest<unknown>(`${onePath(node, ref)}/LookupEmailRecipient`, {
    query: { email },
    signal,
    ...inPlace,
  });
  const [found] = readList<unknown>(body, 'recipient').values;
  const parsed = lookupRecipientSchema.safeParse(found);
  return parsed.success ? parsed.data : null;
}

export type SignerInput = { name: string; email: string };

export function addSigner(node: NodeRef, ref: EnvelopeRef, signer: SignerInput) {
  return call(`${onePath(node, ref)}/Signers`, { body: signer });
}

export function updateSigner(node: NodeRef, ref: EnvelopeRef, signerId: number, signer: SignerInput) {
  return call(`${onePath(node, ref)}/Signers/${signerId}`, { method: 'PUT', body: signer });
}

export function removeSigner(node: NodeRef, ref: EnvelopeRef, signerId: number) {
  return call(`${onePath(node, ref)}/Signers/${signerId}`, { method: 'DELETE' });
}

export function sortSigners(node: NodeRef, ref: EnvelopeRef, ids: number[]) {
  return call(`${onePath(node, ref)}/Signers/SortOrder`, { method: 'PUT', body: { ids } });
}

/** A fresh link to the signer whose turn it is. */
export function resendSigner(node: NodeRef, ref: EnvelopeRef, signerId: number) {
  return call(`${onePath(node, ref)}/Signers/${signerId}/Email/Resend`, { body: {} });
}

/** Adds a document (multipart, the file only), with upload progress. */
export async function uploadEnvelopeDocument(
  node: NodeRef,
  ref: EnvelopeRef,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
) {
  const form = new FormData();
  form.append('file', file);
  return envelopeOf(
    await uploadForm<unknown>(`${onePath(node, ref)}/Documents`, form, { onProgress, ...inPlace }),
  );
}

export function sortDocuments(node: NodeRef, ref: EnvelopeRef, ids: number[]) {
  return call(`${onePath(node, ref)}/Documents/SortOrder`, { method: 'PUT', body: { ids } });
}

export function deleteEnvelopeDocument(node: NodeRef, ref: EnvelopeRef, documentId: number) {
  return call(`${onePath(node, ref)}/Documents/${documentId}`, { method: 'DELETE' });
}

/** Downloads and previews are plain links: a GET carries the session cookie and needs no CSRF header. */
export function documentPreviewUrl(node: NodeRef, ref: EnvelopeRef, documentId: number): string {
  return `${onePath(node, ref)}/Documents/${documentId}/Preview`;
}

export function downloadAllUrl(node: NodeRef, ref: EnvelopeRef): string {
  return `${onePath(node, ref)}/Documents/Download/All`;
}

export function downloadSummaryUrl(node: NodeRef, ref: EnvelopeRef): string {
  return `${onePath(node, ref)}/Documents/Download/Summary`;
}

import {
  intakeEndpoints as endpoints,
  type IntakeContext,
  type IntakeGuide,
  type IntakeReceipt,
  type IntakeSubmission,
  type IntakeUpload,
} from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, uploadEndpoint } from '../../../platform/api/endpoint-call.ts';
import type { UploadProgress } from '../../../platform/api/upload.ts';

/**
 * The public intake form's calls (001 §7 Intake; issue 24 §1). The requester has no session: no
 * call may send them to /login or touch an idle timer, and every failure is shown on the page.
 */
export type IntakeLinkRef = { customerId: number; nodeId: number };
export type IntakeFormSource = { guide: IntakeGuide; context: IntakeContext };

const asRequester = { redirectOnUnauthorized: false, notifyOnError: false, touchesSession: false } as const;

export const intakePublicKeys = {
  form: (ref: IntakeLinkRef) => ['intake-public', ref.customerId, ref.nodeId] as const,
};

/** The guide and the form's choices, which the form needs both of before it can be drawn. */
export async function fetchIntakeFormSource(
  ref: IntakeLinkRef,
  signal?: AbortSignal,
): Promise<IntakeFormSource> {
  const options = { signal, ...asRequester };
  const [guide, context] = await Promise.all([
    callEndpoint(endpoints.guide, { query: ref }, options),
    callEndpoint(endpoints.context, { query: ref }, options),
  ]);
  return { guide, context };
}

export function useIntakeFormSource(ref: IntakeLinkRef | null) {
  return useQuery({
    queryKey: intakePublicKeys.form(ref ?? { customerId: 0, nodeId: 0 }),
    queryFn: ({ signal }) => fetchIntakeFormSource(ref as IntakeLinkRef, signal),
    enabled: ref !== null,
    // The agency's choices do not change while someone fills the form.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Sends one document as soon as it is chosen; the answer's token claims it on submit. */
export function uploadIntakeDocument(
  ref: IntakeLinkRef,
  file: File,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<IntakeUpload> {
  return uploadEndpoint(endpoints.uploadDocument, { query: ref }, file, {
    onProgress,
    signal,
    notifyOnError: false,
  });
}

export function submitIntakeRequest(submission: IntakeSubmission): Promise<IntakeReceipt> {
  return callEndpoint(endpoints.submit, { body: submission }, asRequester);
}

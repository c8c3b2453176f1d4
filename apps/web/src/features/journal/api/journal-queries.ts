import {
  type CreateJournalEntry,
  httpTimeouts,
  journalEndpoints,
  type PinJournalEntry,
  type UpdateJournalEntry,
} from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointHref, pageOf } from '../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** The project journal (001 §7 ProjectJournals, ProjectJournalComments, ProjectJournalDocuments). */

export function useJournal(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['journal', node.customerId, node.nodeId, projectId] as const,
    queryFn: async ({ signal }) => {
      const answer = await callEndpoint(
        journalEndpoints.list,
        { params: node, query: { projectId } },
        { signal, notifyOnError: false },
      );
      return pageOf(answer).values;
    },
  });
}

/** A journal file's download address (a plain link: the browser saves it with its name). */
export function useJournalDocumentUrl(): (documentId: number) => string {
  const node = useNodeRef();
  return (projectJournalDocumentId) =>
    endpointHref(journalEndpoints.download, { params: node, query: { projectJournalDocumentId } });
}

/** Every change answers the entry; the list is then refetched, so order and pins stay the server's. */
export function useJournalChanges(projectId: number) {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: ['journal', node.customerId, node.nodeId, projectId] });
  return {
    create: useMutation({
      mutationFn: (input: CreateJournalEntry) =>
        callEndpoint(journalEndpoints.create, { params: node, body: input }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: UpdateJournalEntry) =>
        callEndpoint(journalEndpoints.update, { params: node, body: input }),
      onSuccess,
    }),
    pin: useMutation({
      mutationFn: (input: PinJournalEntry) =>
        callEndpoint(journalEndpoints.pin, { params: node, body: input }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (projectJournalId: number) =>
        callEndpoint(journalEndpoints.remove, { params: node, query: { projectJournalId } }),
      onSuccess,
    }),
    comment: useMutation({
      mutationFn: (input: { projectJournalId: number; comment: string }) =>
        callEndpoint(journalEndpoints.comment, { params: node, body: input }),
      onSuccess,
    }),
    removeComment: useMutation({
      mutationFn: (projectJournalCommentId: number) =>
        callEndpoint(journalEndpoints.removeComment, { params: node, query: { projectJournalCommentId } }),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: ({ journalId, file }: { journalId: number; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return callEndpoint(
          journalEndpoints.upload,
          { params: node, query: { projectJournalId: journalId }, form },
          { timeoutMs: httpTimeouts.transferMs },
        );
      },
      onSuccess,
    }),
    removeDocument: useMutation({
      mutationFn: (projectJournalDocumentId: number) =>
        callEndpoint(journalEndpoints.removeDocument, { params: node, query: { projectJournalDocumentId } }),
      onSuccess,
    }),
  };
}

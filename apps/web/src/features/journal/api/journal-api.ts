import {
  type CreateJournalEntry,
  httpTimeouts,
  type JournalEntry,
  type PinJournalEntry,
  type UpdateJournalEntry,
} from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, readList } from '../../../platform/api/client.ts';
import { nodeBase } from '../../../platform/api/paths.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';

/** The project journal (001 §7 ProjectJournals, ProjectJournalComments, ProjectJournalDocuments). */

export function useJournal(projectId: number) {
  const node = useNodeRef();
  return useQuery({
    queryKey: ['journal', node.customerId, node.nodeId, projectId] as const,
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(
        `${nodeBase(node.customerId, node.nodeId)}/ProjectJournals/All`,
        {
          query: { projectId },
          signal,
          notifyOnError: false,
        },
      );
      return readList<JournalEntry>(body, 'projectJournal').values;
    },
  });
}

/** A journal file's download address (a plain link: the browser saves it with its name). */
export function useJournalDocumentUrl(): (documentId: number) => string {
  const node = useNodeRef();
  return (documentId) =>
    `${nodeBase(node.customerId, node.nodeId)}/ProjectJournalDocuments/Download?projectJournalDocumentId=${documentId}`;
}

/** Every change answers the entry; the list is then refetched, so order and pins stay the server's. */
export function useJournalChanges(projectId: number) {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const base = nodeBase(node.customerId, node.nodeId);
  const onSuccess = () =>
    queryClient.invalidateQueries({ queryKey: ['journal', node.customerId, node.nodeId, projectId] });
  const call = (path: string, init: Parameters<typeof apiRequest>[1]) =>
    apiRequest<unknown>(`${base}${path}`, init);
  return {
    create: useMutation({
      mutationFn: (input: CreateJournalEntry) => call('/ProjectJournals', { method: 'POST', body: input }),
      onSuccess,
    }),
    update: useMutation({
      mutationFn: (input: UpdateJournalEntry) => call('/ProjectJournals', { method: 'PUT', body: input }),
      onSuccess,
    }),
    pin: useMutation({
      mutationFn: (input: PinJournalEntry) =>
        call('/ProjectJournals/Pinned', { method: 'POST', body: input }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (projectJournalId: number) =>
        call('/ProjectJournals', { method: 'DELETE', query: { projectJournalId } }),
      onSuccess,
    }),
    comment: useMutation({
      mutationFn: (input: { projectJournalId: number; comment: string }) =>
        call('/ProjectJournalComments', { method: 'POST', body: input }),
      onSuccess,
    }),
    removeComment: useMutation({
      mutationFn: (projectJournalCommentId: number) =>
        call('/ProjectJournalComments', { method: 'DELETE', query: { projectJournalCommentId } }),
      onSuccess,
    }),
    upload: useMutation({
      mutationFn: ({ journalId, file }: { journalId: number; file: File }) => {
        const form = new FormData();
        form.append('file', file);
        return call('/ProjectJournalDocuments', {
          method: 'POST',
          body: form,
          query: { projectJournalId: journalId },
          timeoutMs: httpTimeouts.transferMs,
        });
      },
      onSuccess,
    }),
    removeDocument: useMutation({
      mutationFn: (projectJournalDocumentId: number) =>
        call('/ProjectJournalDocuments', { method: 'DELETE', query: { projectJournalDocumentId } }),
      onSuccess,
    }),
  };
}

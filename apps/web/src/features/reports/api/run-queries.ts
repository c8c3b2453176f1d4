import {
  type BuiltInReportName,
  type ReportFormat,
  type ReportRun,
  reportEndpoints,
} from '@procura/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../platform/api/endpoint-call.ts';
import { type NodeRef, useNodeRef } from '../../../platform/session/session-context.tsx';
import { reportKeys } from './library-queries.ts';

/**
 * Running a library report (001 §7 /Report/generateReport/{name}; decision 395): the request
 * starts a job and answers where it stands, then the library asks every second how many rows it
 * has written until it is done or failed.
 */

const inPlace = { notifyOnError: false } as const;

export const runIsFinished = (run: ReportRun | undefined) => run?.state === 'done' || run?.state === 'failed';

async function fetchGeneration(node: NodeRef, name: BuiltInReportName, signal?: AbortSignal) {
  const answer = await callEndpoint(
    reportEndpoints.generation,
    { params: { ...node, name } },
    { signal, ...inPlace },
  );
  return answer.data.reportRun;
}

/**
 * One report's run as this page started it: `start` asks for the file, `run` is where it stands
 * (polled every second until finished), `error` a refused request or a failed poll.
 */
export function useReportRun(name: BuiltInReportName) {
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const key = reportKeys.run(node, name);
  // Only a run started here is followed: before one, the report has nothing to show.
  const [started, setStarted] = useState(false);
  const poll = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => fetchGeneration(node, name, signal),
    enabled: started,
    staleTime: 0,
    refetchInterval: (query) => (runIsFinished(query.state.data) ? false : 1000),
  });
  const start = useMutation({
    mutationFn: async (format: ReportFormat) => {
      const answer = await callEndpoint(
        reportEndpoints.generate,
        { params: { ...node, name }, query: { format } },
        inPlace,
      );
      return answer.data.reportRun;
    },
    onSuccess: (run) => {
      queryClient.setQueryData(key, run);
      setStarted(true);
    },
  });
  return {
    run: started ? poll.data : undefined,
    start: (format: ReportFormat) => start.mutate(format),
    starting: start.isPending,
    error: start.error ?? (started ? poll.error : null),
  };
}

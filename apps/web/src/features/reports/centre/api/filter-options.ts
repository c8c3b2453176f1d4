import { departmentsEndpoints, projectsEndpoints } from '@procura/contract';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint, pageOf } from '../../../../platform/api/endpoint-call.ts';
import { useNodeRef } from '../../../../platform/session/session-context.tsx';
import { fetchCategories } from '../../../control-panel/index.ts';

/**
 * The choices of the wizard's other filters (000 §2): the agency's departments, its active people
 * (procurement leads) and its categories, read from the same calls the project search's pickers
 * read. Each is a list of `{ value, label }` for a multi-select; a list that fails to load offers
 * nothing rather than blocking the wizard.
 */

export type FilterOption = { value: string; label: string };

const inPlace = { notifyOnError: false } as const;
// The lists change seldom; a wizard opened twice in a few minutes reads them once.
const staleTime = 5 * 60_000;

function optionKey(customerId: number, nodeId: number, list: string) {
  return ['reports', customerId, nodeId, 'custom', 'options', list] as const;
}

export function useDepartmentOptions() {
  const node = useNodeRef();
  return useQuery({
    queryKey: optionKey(node.customerId, node.nodeId, 'departments'),
    queryFn: async ({ signal }): Promise<FilterOption[]> =>
      pageOf(
        await callEndpoint(departmentsEndpoints.list, { params: node, query: {} }, { signal, ...inPlace }),
      ).values.map((department) => ({ value: String(department.id), label: department.name })),
    staleTime,
  });
}

export function useLeadOptions() {
  const node = useNodeRef();
  return useQuery({
    queryKey: optionKey(node.customerId, node.nodeId, 'people'),
    queryFn: async ({ signal }): Promise<FilterOption[]> => {
      const answer = await callEndpoint(
        projectsEndpoints.properties,
        { params: node },
        { signal, ...inPlace },
      );
      const people = pageOf(answer).values[0]?.people ?? [];
      return people.map((person) => ({ value: String(person.id), label: person.fullName }));
    },
    staleTime,
  });
}

export function useCategoryOptions() {
  const node = useNodeRef();
  return useQuery({
    queryKey: optionKey(node.customerId, node.nodeId, 'categories'),
    queryFn: async ({ signal }): Promise<FilterOption[]> =>
      (await fetchCategories(node, 'category', signal)).map((category) => ({
        value: String(category.id),
        label: category.name,
      })),
    staleTime,
  });
}

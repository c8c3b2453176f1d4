import type { Project } from '@procura/contract';
import type { ComponentType } from 'react';
import { SlotPlaceholder } from './components/slot-placeholder.tsx';

/**
 * Project pages that other areas provide, each a component taking the loaded project. The shell
 * mounts them; until an area lands its slot says it is coming. Replace an entry with the real
 * component to wire it in.
 */
export const projectPages: Record<
  'documents' | 'compliance' | 'invitations' | 'team' | 'activities' | 'journal',
  ComponentType<{ project: Project }>
> = {
  documents: () => <SlotPlaceholder area="buildPageDocuments" />,
  compliance: () => <SlotPlaceholder area="buildPageCompliance" />,
  invitations: () => <SlotPlaceholder area="buildPageInvitations" />,
  team: () => <SlotPlaceholder area="projectTabTeam" />,
  activities: () => <SlotPlaceholder area="projectTabActivities" />,
  journal: () => <SlotPlaceholder area="projectJournal" />,
};

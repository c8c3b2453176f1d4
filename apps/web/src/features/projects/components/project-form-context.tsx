import { type UseFormReturnType, useForm } from '@mantine/form';
import type { Project } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { confirmAction } from '../../../ui/confirm-action.tsx';
import { applyRefusal } from '../../../ui/form-errors.ts';
import { useLeaveGuard } from '../../../ui/leave-guard.ts';
import { notifySaved } from '../../../ui/notify.ts';
import { projectKeys, updateProject } from '../api/project-queries.ts';
import {
  asksClosingNotice,
  formValuesOf,
  type ProjectFormValues,
  projectFieldOfKey,
  readFormValues,
  toUpdate,
  validateProjectForm,
} from '../project-form-model.ts';
import { askNotifyRegisteredSuppliers } from './closing-date-notify.tsx';

export type ProjectFormState = {
  project: Project;
  form: UseFormReturnType<ProjectFormValues>;
  /** The agency's IANA time zone: every date is typed and shown on its wall clock. */
  timeZone: string;
  readOnly: boolean;
  /** 000 §4: cleared while a save and its reload run, set again afterwards. */
  canSave: boolean;
  /** 000 §4: the form holds changes not saved yet. */
  saveRequired: boolean;
  /** What the last save's refusal said that belongs to no field. */
  failure: string | null;
  /** The last save was refused because someone else saved first. */
  stale: boolean;
  save: () => Promise<void>;
  discard: () => void;
  reload: () => Promise<void>;
  /** Takes a project answered by another call (a status change) and shows it. */
  replaceProject: (project: Project) => void;
};

const ProjectFormContext = createContext<ProjectFormState | null>(null);

export function useProjectForm(): ProjectFormState {
  const state = useContext(ProjectFormContext);
  if (!state) throw new Error('useProjectForm is only available inside ProjectFormProvider');
  return state;
}

/**
 * Holds the project and the one form of its Build pages, so moving between pages keeps what was
 * typed and any page's Save saves it all (PUT /Projects with the version it was loaded from). The
 * unsaved changes block agency switching (000 §2) and leaving the project asks first.
 */
export function ProjectFormProvider({ project, children }: { project: Project; children: ReactNode }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const { info } = useSession();
  const queryClient = useQueryClient();
  const timeZone = info.customer.timezone;
  const buildAccess = useRouteAccess('project.build');
  const readOnly = !project.canEdit || project.locked || buildAccess?.canAct === false;
  const [canSave, setCanSave] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const key = projectKeys.project(node.customerId, node.nodeId, project.id);

  const form = useForm<ProjectFormValues>({
    mode: 'controlled',
    initialValues: formValuesOf(project, timeZone),
    validate: (values) => validateProjectForm(values, timeZone),
    validateInputOnChange: true,
  });
  const saveRequired = form.isDirty();
  useUnsavedChanges(saveRequired);
  useLeaveGuard(saveRequired, `/projects/${project.id}`);

  // The form object is rebuilt on every render; callbacks read the latest through this ref so they
  // stay stable and the effect below runs only when the project itself changes.
  const formRef = useRef(form);
  formRef.current = form;

  const showProject = useCallback(
    (next: Project) => {
      const values = formValuesOf(next, timeZone);
      const current = formRef.current;
      current.setInitialValues(values);
      current.setValues(values);
      current.resetDirty(values);
      current.clearErrors();
    },
    [timeZone],
  );

  // Another call answered a newer version (a status change, a refetch): show it unless the user is mid-edit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new version or status re-reads the form
  useEffect(() => {
    if (!formRef.current.isDirty()) showProject(project);
  }, [project.version, project.status, showProject]);

  const replaceProject = useCallback(
    (next: Project) => {
      queryClient.setQueryData(key, next);
      void queryClient.invalidateQueries({ queryKey: projectKeys.searches(node.customerId, node.nodeId) });
    },
    [queryClient, key, node.customerId, node.nodeId],
  );

  const save = useCallback(
    async function saveProject(confirmRepublish = false, notify?: boolean): Promise<void> {
      if (form.validate().hasErrors) return;
      const read = readFormValues(form.getValues(), timeZone);
      // Asked before saving; Cancel leaves the form as typed, unsaved.
      if (notify === undefined && asksClosingNotice(project, read)) {
        askNotifyRegisteredSuppliers((answer) => void saveProject(confirmRepublish, answer));
        return;
      }
      setFailure(null);
      setStale(false);
      setCanSave(false);
      try {
        const saved = await updateProject(node, toUpdate(project, read, confirmRepublish, notify));
        replaceProject(saved);
        showProject(saved);
        notifySaved();
      } catch (error) {
        if (isApiError(error) && error.keys.includes('projectRepublishConfirm')) {
          confirmAction({
            title: t('projectRepublishTitle'),
            message: error.messages[0] ?? t('projectRepublishConfirm'),
            confirmLabel: t('projectRepublishAccept'),
            onConfirm: () => void saveProject(true, notify),
          });
          return;
        }
        if (isApiError(error) && error.keys.includes('projectClosingDateNotifyQuestion')) {
          // The server saw a closing date change the form did not (a project published meanwhile).
          askNotifyRegisteredSuppliers((answer) => void saveProject(confirmRepublish, answer));
          return;
        }
        setStale(isApiError(error) && error.keys.includes('projectStaleVersion'));
        setFailure(applyRefusal(form, error, projectFieldOfKey));
      } finally {
        setCanSave(true);
      }
    },
    [form, timeZone, node, project, replaceProject, showProject, t],
  );

  const reload = useCallback(async () => {
    setFailure(null);
    setStale(false);
    setCanSave(false);
    try {
      await queryClient.refetchQueries({ queryKey: key, exact: true });
      const fresh = queryClient.getQueryData<Project | null>(key);
      if (fresh) showProject(fresh);
    } finally {
      setCanSave(true);
    }
  }, [queryClient, key, showProject]);

  const state = useMemo<ProjectFormState>(
    () => ({
      project,
      form,
      timeZone,
      readOnly,
      canSave,
      saveRequired,
      failure,
      stale,
      save: () => save(),
      discard: () => {
        form.reset();
        setFailure(null);
      },
      reload,
      replaceProject,
    }),
    [project, form, timeZone, readOnly, canSave, saveRequired, failure, stale, save, reload, replaceProject],
  );
  return <ProjectFormContext.Provider value={state}>{children}</ProjectFormContext.Provider>;
}

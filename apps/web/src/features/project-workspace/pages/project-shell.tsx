import { Anchor, Stack, Tabs } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { Project } from '@procura/contract';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation, useNavigate, useParams } from 'react-router';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import type { UiKey } from '../../../platform/i18n/ui-en.ts';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { ContractArea, ContractSummary, useContractOfProject } from '../../contracts/index.ts';
import { EvaluatePermissionDenied } from '../../evaluations/index.ts';
import { IntakeProjectPage } from '../../intake/index.ts';
import { ProjectMessagesPage } from '../../messages/index.ts';
import {
  BuildDatesPage,
  BuildDetailsPage,
  BuildPublishPage,
  BuildSettingsPage,
  ProjectFormProvider,
  useProject,
  useProjectForm,
} from '../../projects/index.ts';
import { SnapshotPage } from '../../snapshot/index.ts';
import { ProjectHeader } from '../components/project-header.tsx';
import { SourceClosingTime } from '../components/source-closing-time.tsx';
import { awardPages } from '../mounts/award-pages.tsx';
import { contractPages } from '../mounts/contract-pages.tsx';
import { evaluatePages } from '../mounts/evaluate-pages.tsx';
import { projectPages } from '../mounts/project-pages.tsx';
import { sourcePages } from '../mounts/source-pages.tsx';

/** The Build pages in their order (000 §2), each with its tab label. */
const buildPages = [
  ['settings', 'buildPageSettings'],
  ['details', 'buildPageDetails'],
  ['documents', 'buildPageDocuments'],
  ['compliance', 'buildPageCompliance'],
  ['invitations', 'buildPageInvitations'],
  ['dates', 'buildPageDates'],
  ['publish', 'buildPagePublish'],
  ['submission-requirements', 'buildPageSubmissionRequirements'],
] as const satisfies readonly (readonly [string, UiKey])[];
type BuildPageName = (typeof buildPages)[number][0];

// The projects area's Build pages read the project from the form context; the others take it as a
// prop. Each loads as its own chunk on first use.
const buildPageComponents: Record<BuildPageName, ComponentType<{ project: Project }>> = {
  settings: BuildSettingsPage,
  details: BuildDetailsPage,
  documents: projectPages.documents,
  compliance: projectPages.compliance,
  invitations: projectPages.invitations,
  dates: BuildDatesPage,
  publish: BuildPublishPage,
  'submission-requirements': projectPages.requirements,
};

/**
 * The project's areas. Team, Activities and Messages are project pages of other areas. Contract shows once
 * the project has a contract (Start Contract in the header is the way in before that); Intake
 * once the project was made from an intake request (000 §2 /projects/{id}/intake-project).
 */
const projectTabs = [
  ['build', 'phaseBuild'],
  ['source', 'phaseSource'],
  ['evaluate', 'phaseEvaluate'],
  ['award', 'phaseAward'],
  ['contract', 'phaseContract'],
  ['team', 'projectTabTeam'],
  ['activities', 'projectTabActivities'],
  ['messages', 'projectTabMessages'],
  ['intake-project', 'intakeProjectTab'],
] as const satisfies readonly (readonly [string, UiKey])[];

function BuildArea() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page } = useParams();
  const { project } = useProjectForm();
  const known = buildPages.find(([name]) => name === page);
  if (!known) return <Navigate to={`/projects/${project.id}/build/settings`} replace />;
  const Page = buildPageComponents[known[0]];
  return (
    <Stack>
      <Tabs
        value={known[0]}
        onChange={(value) => value && void navigate(`/projects/${project.id}/build/${value}`)}
        variant="pills"
      >
        <Tabs.List aria-label={t('buildNavigation')}>
          {buildPages.map(([name, label]) => (
            <Tabs.Tab key={name} value={name} data-testid={`build-tab-${name}`}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Page project={project} />
    </Stack>
  );
}

type AreaPage = { name: string; label: UiKey; Page: ComponentType<{ project: Project }> };

/** An area whose pages are tabs at /projects/{id}/{area}/{page} (Source, Evaluate, Award, Contract). */
function PagedArea({
  area,
  pages,
  navigationLabel,
  header,
}: {
  area: string;
  pages: readonly AreaPage[];
  navigationLabel: UiKey;
  header?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { page } = useParams();
  const { project } = useProjectForm();
  const first = pages[0];
  if (!first) return <EmptyResult title={t('sourceNothingYet')} />;
  const known = pages.find(({ name }) => name === page);
  if (!known) return <Navigate to={`/projects/${project.id}/${area}/${first.name}`} replace />;
  return (
    <Stack>
      {header}
      <Tabs
        value={known.name}
        onChange={(value) => value && void navigate(`/projects/${project.id}/${area}/${value}`)}
        variant="pills"
      >
        <Tabs.List aria-label={t(navigationLabel)}>
          {pages.map(({ name, label }) => (
            <Tabs.Tab key={name} value={name} data-testid={`${area}-tab-${name}`}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <known.Page project={project} />
    </Stack>
  );
}

/**
 * Evaluate's pages (issue 8 §1). The route guard refuses their paths to whoever may not view
 * evaluations; should one reach them anyway, the area shows its permission-denied page.
 */
function EvaluateArea() {
  const { project } = useProjectForm();
  const canView = useRouteAccess('project.evaluate')?.canView ?? true;
  if (!canView) return <Navigate to={`/projects/${project.id}/evaluate/permission-denied`} replace />;
  return <PagedArea area="evaluate" pages={evaluatePages} navigationLabel="evaluateNavigation" />;
}

function ProjectFrame() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { project } = useProjectForm();
  useDocumentTitle(project.name);
  const base = `/projects/${project.id}`;
  const area = pathname.slice(base.length + 1).split('/')[0] || 'build';
  const Team = projectPages.team;
  const Activities = projectPages.activities;
  const Form = projectPages.form;
  // Whoever may not view evaluations meets the area's own refusal, inside the project.
  const canViewEvaluate = useRouteAccess('project.evaluate')?.canView ?? true;
  const hasContract = Boolean(useContractOfProject(project));
  // The project's mail is read with the Message Centre's right, so without it the tab would only fail.
  const canViewMessages = useRouteAccess('messages')?.canView ?? true;
  const tabs = projectTabs.filter(
    ([name]) =>
      (name !== 'contract' || hasContract) &&
      (name !== 'intake-project' || project.intakeRequestId !== null) &&
      (name !== 'messages' || canViewMessages),
  );
  const areaPath = (value: string) => {
    if (value === 'build') return `${base}/build/settings`;
    if (value === 'evaluate' && !canViewEvaluate) return `${base}/evaluate/permission-denied`;
    return `${base}/${value}`;
  };

  return (
    <Stack>
      <ProjectHeader />
      <Tabs value={area} onChange={(value) => value && void navigate(areaPath(value))}>
        <Tabs.List aria-label={t('projectAreas')}>
          {tabs.map(([name, label]) => (
            <Tabs.Tab key={name} value={name} data-testid={`project-tab-${name}`}>
              {t(label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Routes>
        <Route index element={<Navigate to={`${base}/build/settings`} replace />} />
        <Route path="build" element={<Navigate to={`${base}/build/settings`} replace />} />
        <Route path="build/:page/*" element={<BuildArea />} />
        <Route
          path="source/:page?/*"
          element={
            <PagedArea
              area="source"
              pages={sourcePages}
              navigationLabel="sourceNavigation"
              header={<SourceClosingTime />}
            />
          }
        />
        <Route path="evaluate/permission-denied" element={<EvaluatePermissionDenied project={project} />} />
        <Route path="evaluate/:page?/*" element={<EvaluateArea />} />
        <Route
          path="award/:page?/*"
          element={<PagedArea area="award" pages={awardPages} navigationLabel="awardNavigation" />}
        />
        <Route
          path="contract/:page?/*"
          element={
            <ContractArea project={project}>
              <PagedArea
                area="contract"
                pages={contractPages}
                navigationLabel="contractNavigation"
                header={<ContractSummary />}
              />
            </ContractArea>
          }
        />
        <Route path="team/*" element={<Team project={project} />} />
        <Route path="activities" element={<Activities project={project} />} />
        <Route path="messages" element={<ProjectMessagesPage project={project} />} />
        <Route path="snapshot" element={<SnapshotPage project={project} />} />
        <Route path="intake-project" element={<IntakeProjectPage project={project} />} />
        <Route path="form/:tabletype/:formid?" element={<Form project={project} />} />
        <Route path="*" element={<Navigate to={`${base}/build/settings`} replace />} />
      </Routes>
    </Stack>
  );
}

/**
 * /projects/:projectId/*: loads the project (loading, failed and not-found states) and shows it
 * with its header, areas and Build pages on one form. A path that names no project goes to the
 * project list (000 §2).
 */
export function ProjectShell() {
  const { t } = useTranslation();
  const { projectId } = useParams();
  const id = Number(projectId);
  const project = useProject(id);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/projects" replace />;
  if (project.isPending) return <PageLoader />;
  if (project.isError) {
    return (
      <ErrorState
        title={t('projectLoadFailed')}
        message={project.error.message}
        onRetry={() => void project.refetch()}
      />
    );
  }
  if (project.data === null) {
    return (
      <EmptyResult title={t('projectNotFound')}>
        <Anchor component={Link} to="/projects">
          {t('backToProjects')}
        </Anchor>
      </EmptyResult>
    );
  }
  return (
    <ProjectFormProvider key={project.data.id} project={project.data}>
      <ProjectFrame />
    </ProjectFormProvider>
  );
}

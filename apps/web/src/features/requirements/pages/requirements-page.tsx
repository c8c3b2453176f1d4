import { type Project, type RequirementSection, requirementSections, sectionPaths } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { EmptyResult, ErrorState, PageLoader } from '../../../ui/page-states.tsx';
import { useRequirements } from '../api/requirements-queries.ts';
import { RequirementsEditPage } from './requirements-edit-page.tsx';
import { RequirementsOverviewPage } from './requirements-overview-page.tsx';
import { SectionPage } from './section-page.tsx';

const editPath = (projectId: string | number) => `/projects/${projectId}/build/submission-requirements/edit`;

function sectionOfPath(path: string | undefined): RequirementSection | undefined {
  return requirementSections.find((section) => sectionPaths[section] === path);
}

/**
 * The route guard of 000 §2: a section's page shows only when the requirements are loaded, belong
 * to the project the address names, and are explicitly not locked; otherwise it sends the user to
 * the edit page, which says why. While they load, the page waits rather than redirecting.
 */
function GuardedSectionPage({ project }: { project: Project }) {
  const { projectId = '', section: path } = useParams();
  const tenderId = project.tenders[0]?.id ?? 0;
  const requirements = useRequirements(tenderId);
  const section = sectionOfPath(path);
  if (requirements.isPending && requirements.fetchStatus !== 'idle') return <PageLoader />;
  const loaded = requirements.data;
  const allowed =
    section !== undefined &&
    loaded !== undefined &&
    projectId === String(project.id) &&
    loaded.tenderId === tenderId &&
    loaded.lock === null;
  if (!allowed) return <Navigate to={editPath(projectId)} replace />;
  return <SectionPage project={project} requirements={loaded} section={section} />;
}

/** The overview and edit pages need the requirements; they show the loading and failed states. */
function WithRequirements({
  project,
  page: Page,
}: {
  project: Project;
  page: typeof RequirementsOverviewPage | typeof RequirementsEditPage;
}) {
  const { t } = useTranslation();
  const requirements = useRequirements(project.tenders[0]?.id ?? 0);
  if (requirements.isPending) return <PageLoader />;
  if (requirements.isError) {
    return (
      <ErrorState
        title={t('requirementsLoadFailed')}
        message={requirements.error.message}
        onRetry={() => void requirements.refetch()}
      />
    );
  }
  return <Page project={project} requirements={requirements.data} />;
}

/**
 * /projects/:id/build/submission-requirements and below (000 §2): the overview, the edit page and
 * the section pages, for the project's source.
 */
export function RequirementsPage({ project }: { project: Project }) {
  const { t } = useTranslation();
  if (!project.tenders[0]) return <EmptyResult title={t('requirementsNoSource')} />;
  return (
    <Routes>
      <Route index element={<WithRequirements project={project} page={RequirementsOverviewPage} />} />
      <Route path="edit" element={<WithRequirements project={project} page={RequirementsEditPage} />} />
      <Route path=":section" element={<GuardedSectionPage project={project} />} />
      <Route path="*" element={<Navigate to={editPath(project.id)} replace />} />
    </Routes>
  );
}

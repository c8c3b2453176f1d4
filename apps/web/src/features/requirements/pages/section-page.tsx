import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { isFormSection, type Project, type RequirementSection, type Requirements } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Bonds } from '../components/bonds.tsx';
import { FormsSection } from '../components/forms-section.tsx';
import { SectionContentForm } from '../components/section-content-form.tsx';
import { UploadRequirements } from '../components/upload-requirements.tsx';
import { useCanChangeRequirements } from '../components/use-requirement-rights.ts';
import { sectionLabelKeys } from '../presenters.ts';

/**
 * /projects/:id/build/submission-requirements/{section}: the section's text, and what else it
 * holds (forms, upload requirements, bonds). Reached only through the route guard, so the
 * requirements are loaded and not locked here.
 */
export function SectionPage({
  project,
  requirements,
  section,
}: {
  project: Project;
  requirements: Requirements;
  section: RequirementSection;
}) {
  const { t } = useTranslation();
  const canChange = useCanChangeRequirements(project, requirements.lock);
  const tenderId = requirements.tenderId;
  const included = requirements.sections[section]?.isIncluded === true;
  const editPath = `/projects/${project.id}/build/submission-requirements/edit`;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={2}>{t(sectionLabelKeys[section])}</Title>
        <Anchor component={Link} to={editPath} data-testid="back-to-requirements">
          {t('requirementsBackToEdit')}
        </Anchor>
      </Group>
      {included ? null : (
        <Alert color="yellow" data-testid="section-not-included">
          {t('sectionNotIncludedNotice')}
        </Alert>
      )}
      {canChange ? null : (
        <Alert color="gray" data-testid="read-only">
          {t('buildReadOnly')}
        </Alert>
      )}
      <SectionContentForm key={section} requirements={requirements} section={section} readOnly={!canChange} />
      {isFormSection(section) ? (
        <FormsSection projectId={project.id} tenderId={tenderId} tableType={section} canChange={canChange} />
      ) : null}
      {section === 'Documents' ? <UploadRequirements tenderId={tenderId} canChange={canChange} /> : null}
      {section === 'Security' ? <Bonds tenderId={tenderId} canChange={canChange} /> : null}
    </Stack>
  );
}

import { Card } from '@mantine/core';
import type { ProjectSettings } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { controlPanelKeys, useProjectSettings } from '../api/control-panel-queries.ts';
import { saveProjectSettings } from '../api/settings-queries.ts';
import { ProjectSettingsForm } from '../components/project-settings-form.tsx';
import { loadStateOf, SectionLayout } from '../components/section-layout.tsx';

/** /control-panel/project-settings: numbering and defaults of the tender node's projects. */
export function ProjectSettingsPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const readOnly = !(useRouteAccess('control-panel')?.canAct ?? true);
  const settings = useProjectSettings();

  async function save(values: ProjectSettings): Promise<ProjectSettings> {
    const saved = await saveProjectSettings(node, values);
    queryClient.setQueryData(controlPanelKeys.projectSettings(node.customerId, node.nodeId), saved);
    notifySaved();
    return saved;
  }

  return (
    <SectionLayout
      title={t('projectSettingsTitle')}
      description={t('projectSettingsIntro')}
      readOnly={readOnly}
    >
      {loadStateOf([settings], t('pageLoadFailed')) ??
        (settings.data ? (
          <Card withBorder>
            <ProjectSettingsForm settings={settings.data} readOnly={readOnly} onSave={save} />
          </Card>
        ) : null)}
    </SectionLayout>
  );
}

import { Card, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useRouteAccess } from '../../../platform/access/use-access.ts';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { type Resource, saveResources } from '../api/content-queries.ts';
import { controlPanelKeys, useResources } from '../api/control-panel-queries.ts';
import { ResourcesEditor } from '../components/resources-editor.tsx';
import { loadStateOf, SectionLayout } from '../components/section-layout.tsx';
import { TemplateManager } from '../components/template-manager.tsx';

/** /control-panel/library-content: document templates and the agency's resource texts (see system-content-page). */
export function LibraryContentPage() {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const readOnly = !(useRouteAccess('control-panel')?.canAct ?? true);
  const resources = useResources();

  async function save(changes: Resource[]): Promise<Resource[]> {
    const stored = await saveResources(node, changes);
    queryClient.setQueryData(controlPanelKeys.resources(node.customerId, node.nodeId), stored);
    notifySaved();
    return stored;
  }

  return (
    <SectionLayout
      title={t('libraryContentTitle')}
      description={t('libraryContentIntro')}
      readOnly={readOnly}
    >
      <Stack gap="xl">
        <section>
          <Title order={2} size="h4" mb="sm">
            {t('documentTemplatesTitle')}
          </Title>
          <TemplateManager groups={['document']} readOnly={readOnly} />
        </section>
        <section>
          <Title order={2} size="h4">
            {t('resourcesTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('resourcesIntro')}
          </Text>
          {loadStateOf([resources], t('listLoadFailed')) ??
            (resources.data ? (
              <Card withBorder>
                <ResourcesEditor resources={resources.data} readOnly={readOnly} onSave={save} />
              </Card>
            ) : null)}
        </section>
      </Stack>
    </SectionLayout>
  );
}

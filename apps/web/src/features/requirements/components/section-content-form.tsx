import { Alert, Button, Card, Group, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  type RequirementSection,
  type Requirements,
  requirementRules,
  sectionTemplateGroups,
} from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { useLeaveGuard } from '../../../ui/leave-guard.ts';
import { sectionTextLabelKeys } from '../presenters.ts';
import { SectionText } from './section-text.tsx';
import { TemplatePicker } from './template-picker.tsx';
import { useRequirementsDraft } from './use-requirements-draft.ts';

/**
 * What a section's page says to suppliers: its text (filled from a template where the section has
 * a template group), the Specifications' custom title, and the Security's bond title and digital
 * bonds; saved together. Unsaved changes hold the agency switch and ask before leaving the page.
 */
export function SectionContentForm({
  requirements,
  section,
  readOnly,
}: {
  requirements: Requirements;
  section: RequirementSection;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const form = useRequirementsDraft(requirements, section);
  const { draft } = form;
  useUnsavedChanges(form.dirty);
  useLeaveGuard(form.dirty, pathname);
  const group = sectionTemplateGroups[section];
  const textLabel = t(sectionTextLabelKeys[section]);

  return (
    <Card withBorder>
      <Stack gap="sm">
        {section === 'Specifications' ? (
          <TextInput
            label={t('specificationsTitleLabel')}
            description={t('specificationsTitleHint')}
            value={draft.specificationsTitle}
            maxLength={requirementRules.maxTitleLength}
            readOnly={readOnly}
            onChange={(event) => form.change({ specificationsTitle: event.currentTarget.value })}
            error={form.errors.specificationsTitle}
            data-testid="specifications-title"
          />
        ) : null}
        {section === 'Security' ? (
          <>
            <TextInput
              label={t('bondTitleLabel')}
              value={draft.bondTitle}
              maxLength={requirementRules.maxNameLength}
              readOnly={readOnly}
              onChange={(event) => form.change({ bondTitle: event.currentTarget.value })}
              error={form.errors.bondTitle}
              data-testid="bond-title"
            />
            <Switch
              label={t('allowDigitalBondsLabel')}
              description={t('allowDigitalBondsHint')}
              checked={draft.allowDigitalBonds}
              disabled={readOnly}
              onChange={(event) => form.change({ allowDigitalBonds: event.currentTarget.checked })}
              data-testid="allow-digital-bonds"
            />
          </>
        ) : null}
        {group && !readOnly ? (
          <TemplatePicker group={group} text={draft.text} onInsert={(body) => form.change({ text: body })} />
        ) : null}
        <SectionText
          label={textLabel}
          value={draft.text}
          onChange={(text) => form.change({ text })}
          readOnly={readOnly}
          error={form.errors[`texts.${section}`]}
        />
        {form.failure ? (
          <Alert color="red" role="alert" data-testid="section-failure">
            <Group justify="space-between">
              <Text size="sm">{form.failure}</Text>
              {form.stale ? (
                <Button size="compact-sm" variant="default" onClick={() => void form.reload()}>
                  {t('requirementsReload')}
                </Button>
              ) : null}
            </Group>
          </Alert>
        ) : null}
        {readOnly ? null : (
          <Group justify="flex-end">
            {form.dirty ? (
              <Text size="sm" c="dimmed" data-testid="section-unsaved">
                {t('unsavedChanges')}
              </Text>
            ) : null}
            <Button variant="default" disabled={!form.dirty || form.saving} onClick={form.discard}>
              {t('discardChanges')}
            </Button>
            <Button
              onClick={() => void form.save()}
              loading={form.saving}
              disabled={!form.dirty || Object.keys(form.errors).length > 0}
              data-testid="section-save"
            >
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}

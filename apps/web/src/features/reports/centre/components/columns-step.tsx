import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { columnsOfPhase } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { ReorderButtons } from '../../../../ui/reorder.tsx';
import { columnLabel, textOf } from '../labels.ts';
import { withColumn, withColumnMoved } from '../wizard-model.ts';
import { PreviewPanel } from './preview-panel.tsx';
import type { StepProps } from './scope-steps.tsx';

/**
 * Step 6: the columns the phase offers, ticked to add one at the end or take it out, the chosen
 * ones ordered with up and down buttons (keyboard reachable, named after their column), at least
 * one; then the report's name and a preview of its first rows before saving.
 */
export function ColumnsStep({
  draft,
  problems,
  onChange,
  showNameError,
  onNameBlur,
  previewReady,
}: StepProps & { showNameError: boolean; onNameBlur: () => void; previewReady: boolean }) {
  const { t } = useTranslation();
  const offered = columnsOfPhase(draft.phase);

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="report-columns-offered">
            {t('reportWizardColumnsOffered')}
          </Text>
          <ScrollArea.Autosize mah={320} type="auto">
            <Stack gap={6} role="group" aria-labelledby="report-columns-offered">
              {offered.map((column) => (
                <Checkbox
                  key={column.id}
                  label={textOf(column.label)}
                  checked={draft.columns.includes(column.id)}
                  onChange={(event) => onChange(withColumn(draft, column.id, event.currentTarget.checked))}
                />
              ))}
            </Stack>
          </ScrollArea.Autosize>
        </Stack>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="report-columns-chosen">
            {t('reportWizardColumnsChosen')}
          </Text>
          <Paper withBorder p="xs">
            <Stack
              gap={4}
              component="ol"
              m={0}
              p={0}
              aria-labelledby="report-columns-chosen"
              data-testid="report-columns-chosen"
            >
              {draft.columns.map((id, index) => {
                const name = columnLabel(id);
                return (
                  <Group
                    key={id}
                    component="li"
                    justify="space-between"
                    wrap="nowrap"
                    style={{ listStyle: 'none' }}
                  >
                    <Text size="sm">{name}</Text>
                    <Group gap={2} wrap="nowrap">
                      <ReorderButtons
                        name={name}
                        isFirst={index === 0}
                        isLast={index === draft.columns.length - 1}
                        onMove={(step) => onChange(withColumnMoved(draft, index, step))}
                      />
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="sm"
                        aria-label={t('reportWizardColumnRemove', { name })}
                        onClick={() => onChange(withColumn(draft, id, false))}
                      >
                        <span aria-hidden="true">×</span>
                      </ActionIcon>
                    </Group>
                  </Group>
                );
              })}
            </Stack>
            {problems.columns ? (
              <Text size="sm" c="red" role="alert" data-testid="report-columns-error">
                {problems.columns}
              </Text>
            ) : null}
          </Paper>
        </Stack>
      </SimpleGrid>
      <TextInput
        label={t('reportWizardName')}
        value={draft.name}
        onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
        onBlur={onNameBlur}
        error={showNameError ? problems.name : undefined}
        withAsterisk
      />
      <PreviewPanel draft={draft} ready={previewReady} />
    </Stack>
  );
}

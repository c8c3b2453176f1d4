import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Radio,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import {
  type CreateProject,
  createPermissionFor,
  type LimitedType,
  limitedTypes,
  type ProcurementMethod,
  type Project,
  procurementMethods,
} from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { readRefusal, type ServerRefusal } from '../../../ui/form-errors.ts';
import { useWizardIntake } from '../../intake/index.ts';
import {
  copyProject,
  createProject,
  projectKeys,
  useNumberingSettings,
  useProjectsProperties,
  useProjectTemplates,
} from '../api/project-queries.ts';
import { numberProblem } from '../components/project-dialogs.tsx';
import { ProjectPicker } from '../components/project-picker.tsx';
import { useHolds } from '../components/use-project-rights.ts';
import { limitedTypeLabelKeys, methodLabelKeys } from '../presenters.ts';

type StartMode = 'new' | 'copy' | 'template';

type WizardChoice = {
  mode: StartMode;
  method: ProcurementMethod | null;
  limitedType: LimitedType | null;
  justification: string;
  sourceId: number | null;
  copyFormsInstructions: boolean;
  templateId: number | null;
  name: string;
  number: string;
};

const initialChoice: WizardChoice = {
  mode: 'new',
  method: null,
  limitedType: null,
  justification: '',
  sourceId: null,
  copyFormsInstructions: true,
  templateId: null,
  name: '',
  number: '',
};

const refusalFields = {
  nameRequired: 'name',
  invalidProjectNumber: 'number',
  projectNumberTaken: 'number',
  projectNumberRequired: 'number',
  projectLimitedTypeRequired: 'limitedType',
  projectInformalDisabled: 'method',
};

/**
 * /projects/new/:isPlanned ('newproject' or 'planned'): a new project by procurement method, a
 * copy of an existing one, one from a template, or a notice of planned procurement (000 §1). Each
 * method is offered only to people who may create it (createPermissionFor), Informal only where
 * the agency allows it. The new project opens on its Build settings. From an approved intake
 * request (?intakeRequestId) it starts new, Public or Limited, named as the request.
 */
export function ProjectWizardPage() {
  const { t } = useTranslation();
  const { isPlanned: kind } = useParams();
  const planned = kind === 'planned';
  const node = useNodeRef();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const holds = useHolds();
  const properties = useProjectsProperties();
  const numbering = useNumberingSettings();
  const [choice, setChoice] = useState<WizardChoice>(initialChoice);
  const templates = useProjectTemplates(!planned && choice.mode === 'template');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<ServerRefusal>({ fields: {}, general: null });
  const intake = useWizardIntake(kind === 'newproject');
  const fromIntake = intake.intakeRequestId !== null;
  const intakeName = intake.projectName;
  useEffect(() => {
    if (intakeName !== null)
      setChoice((current) => (current.name ? current : { ...current, name: intakeName }));
  }, [intakeName]);
  useDocumentTitle(planned ? t('wizardPlannedTitle') : t('wizardTitle'));

  if (kind !== 'newproject' && kind !== 'planned') return <Navigate to="/projects/new/newproject" replace />;

  const set = (patch: Partial<WizardChoice>) => setChoice((current) => ({ ...current, ...patch }));
  const methods = procurementMethods.filter(
    (method) =>
      holds(createPermissionFor(method, planned)) &&
      (method !== 'Informal' || (!planned && properties.data?.allowInformal === true)) &&
      intake.allows(method),
  );
  const templateRows = (templates.data ?? []).filter((row) =>
    holds(createPermissionFor(row.procurementMethod, false)),
  );
  const canCopy = procurementMethods.some((method) => holds(createPermissionFor(method, false)));
  const badNumber = numberProblem(choice.number, t);
  const limitedMissing =
    choice.method === 'Limited' && (choice.limitedType === null || choice.justification.trim() === '');
  const modeReady =
    choice.mode === 'new'
      ? choice.method !== null && !limitedMissing
      : choice.mode === 'copy'
        ? choice.sourceId !== null
        : choice.templateId !== null;
  const ready = modeReady && choice.name.trim() !== '' && badNumber === null && intake.ready;

  async function create(): Promise<Project> {
    const name = choice.name.trim();
    const number = choice.number.trim() || undefined;
    if (choice.mode === 'copy' && choice.sourceId !== null) {
      return copyProject(node, {
        projectId: choice.sourceId,
        name,
        number,
        type: 'SOURCE',
        copyFormsInstructions: choice.copyFormsInstructions,
      });
    }
    const template = templateRows.find((row) => row.id === choice.templateId);
    const method =
      choice.mode === 'template' && template ? template.procurementMethod : (choice.method ?? 'Public');
    const body: CreateProject = {
      name,
      number,
      procurementMethod: method,
      type: 'SOURCE',
      isPlanned: planned,
      blueprint: planned ? 'PLANNED_PROCUREMENT' : method === 'Informal' ? 'INFORMAL' : null,
      procurementMethodLimitedType: method === 'Limited' ? choice.limitedType : null,
      procurementMethodLimitedDescription: method === 'Limited' ? choice.justification.trim() : '',
      templateId: choice.mode === 'template' ? choice.templateId : null,
      ...(fromIntake ? { intakeRequestId: intake.intakeRequestId } : {}),
    };
    return createProject(node, body);
  }

  async function submit() {
    if (!ready) return;
    setBusy(true);
    setRefusal({ fields: {}, general: null });
    try {
      const project = await create();
      void queryClient.invalidateQueries({ queryKey: projectKeys.searches(node.customerId, node.nodeId) });
      if (fromIntake) intake.onCreated();
      await navigate(`/projects/${project.id}/build/settings`);
    } catch (error) {
      setRefusal(readRefusal(error, refusalFields));
      setBusy(false);
    }
  }

  const numberHint =
    numbering.data === undefined
      ? t('projectNumberAutoHint')
      : numbering.data.autoGenerateProjectNumber
        ? t('wizardNumberAuto')
        : t('wizardNumberManual');

  return (
    <Stack maw={760}>
      <Title order={2}>{planned ? t('wizardPlannedTitle') : t('wizardTitle')}</Title>
      <Text c="dimmed">{planned ? t('wizardPlannedIntro') : t('wizardIntro')}</Text>
      {planned ? (
        <Anchor component={Link} to="/projects/new/newproject" size="sm" data-testid="wizard-project-link">
          {t('wizardProjectInstead')}
        </Anchor>
      ) : holds('PROJECT_CREATE_PLANNED') ? (
        <Anchor component={Link} to="/projects/new/planned" size="sm" data-testid="wizard-planned-link">
          {t('wizardPlannedInstead')}
        </Anchor>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {refusal.general ? (
            <Alert color="red" role="alert" data-testid="wizard-failure">
              {refusal.general}
            </Alert>
          ) : null}
          {intake.panel}
          {planned || fromIntake ? null : (
            <SegmentedControl
              fullWidth
              value={choice.mode}
              onChange={(value) => set({ mode: value as StartMode })}
              data={[
                { value: 'new', label: <span data-testid="wizard-start-new">{t('wizardStartNew')}</span> },
                {
                  value: 'copy',
                  label: <span data-testid="wizard-start-copy">{t('wizardStartCopy')}</span>,
                  disabled: !canCopy,
                },
                {
                  value: 'template',
                  label: <span data-testid="wizard-start-template">{t('wizardStartTemplate')}</span>,
                },
              ]}
            />
          )}

          {choice.mode === 'new' || planned ? (
            <Card withBorder>
              <Stack>
                {methods.length === 0 ? (
                  <Alert color="yellow" data-testid="wizard-no-methods">
                    {t('wizardNoMethods')}
                  </Alert>
                ) : (
                  <Radio.Group
                    label={t('wizardMethodLabel')}
                    value={choice.method}
                    onChange={(value) => set({ method: value as ProcurementMethod })}
                    error={refusal.fields.method}
                    required
                  >
                    <Stack gap="xs" mt="xs">
                      {methods.map((method) => (
                        <Radio
                          key={method}
                          value={method}
                          label={t(methodLabelKeys[method])}
                          data-testid={`wizard-method-${method}`}
                        />
                      ))}
                    </Stack>
                  </Radio.Group>
                )}
                {choice.method === 'Limited' ? (
                  <>
                    <Select
                      label={t('limitedTypeLabel')}
                      data={limitedTypes.map((type) => ({
                        value: type,
                        label: t(limitedTypeLabelKeys[type]),
                      }))}
                      value={choice.limitedType}
                      onChange={(value) => set({ limitedType: value as LimitedType | null })}
                      error={refusal.fields.limitedType}
                      required
                      data-testid="wizard-limited-type"
                    />
                    <Textarea
                      label={t('limitedJustificationLabel')}
                      autosize
                      minRows={3}
                      value={choice.justification}
                      onChange={(event) => set({ justification: event.currentTarget.value })}
                      required
                      data-testid="wizard-limited-justification"
                    />
                    {limitedMissing ? (
                      <Text size="sm" c="dimmed" data-testid="wizard-limited-required">
                        {t('projectLimitedTypeRequired')}
                      </Text>
                    ) : null}
                  </>
                ) : null}
              </Stack>
            </Card>
          ) : null}

          {choice.mode === 'copy' && !planned ? (
            <Card withBorder>
              <Stack>
                <ProjectPicker
                  label={t('wizardCopySource')}
                  value={choice.sourceId}
                  onChange={(sourceId) => set({ sourceId })}
                  testId="wizard-copy-source"
                />
                <Checkbox
                  label={t('copyFormsInstructionsLabel')}
                  checked={choice.copyFormsInstructions}
                  onChange={(event) => set({ copyFormsInstructions: event.currentTarget.checked })}
                  data-testid="wizard-copy-forms"
                />
              </Stack>
            </Card>
          ) : null}

          {choice.mode === 'template' && !planned ? (
            <Card withBorder>
              <Select
                label={t('wizardTemplateLabel')}
                placeholder={templates.isPending ? t('loading') : undefined}
                data={templateRows.map((row) => ({
                  value: String(row.id),
                  label: `${row.name} (${t(methodLabelKeys[row.procurementMethod])})`,
                }))}
                value={choice.templateId === null ? null : String(choice.templateId)}
                onChange={(value) => set({ templateId: value === null ? null : Number(value) })}
                error={templates.isError ? t('listLoadFailed') : null}
                nothingFoundMessage={t('wizardNoTemplates')}
                searchable
                data-testid="wizard-template"
              />
            </Card>
          ) : null}

          <Card withBorder>
            <Stack>
              <TextInput
                label={t('projectNameLabel')}
                required
                value={choice.name}
                onChange={(event) => set({ name: event.currentTarget.value })}
                error={refusal.fields.name}
                data-testid="wizard-name"
              />
              <TextInput
                label={t('projectNumberLabel')}
                description={numberHint}
                value={choice.number}
                onChange={(event) => set({ number: event.currentTarget.value })}
                error={badNumber ?? refusal.fields.number}
                data-testid="wizard-number"
              />
            </Stack>
          </Card>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to="/projects">
              {t('cancel')}
            </Button>
            <Button type="submit" disabled={!ready} loading={busy} data-testid="wizard-create">
              {planned ? t('wizardCreatePlanned') : t('wizardCreate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

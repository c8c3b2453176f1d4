import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { classifications, type IntakeRequest, intakeRequestInputSchema } from '@procura/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classificationLabelKeys } from '../../../../ui/classification-labels.ts';
import { applyRefusal } from '../../../../ui/form-errors.ts';
import { notifySaved } from '../../../../ui/notify.ts';
import { schemaErrors } from '../../../../ui/schema-errors.ts';
import { updateIntake, useIntakeChanged, useIntakeChoices } from '../../api/intake-queries.ts';
import {
  editValuesOf,
  fieldOfPath,
  type IntakeEditValues,
  inputOf,
  intakeRefusalFields,
} from './edit-model.ts';

type Option = { value: string; label: string };

function withCurrent(options: Option[], current: { id: number; name: string } | null): Option[] {
  if (!current || options.some((option) => option.value === String(current.id))) return options;
  return [...options, { value: String(current.id), label: current.name }];
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder component="section">
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{children}</SimpleGrid>
    </Card>
  );
}

/**
 * Procurement's corrections of a pending request (PUT api/intake). The choices are the public
 * form's (the server checks an edit against them); the request's own choices stay offered, so a
 * department the form no longer lists still shows. Unticked documents are removed on save.
 */
export function IntakeRequestEditForm({ request, onDone }: { request: IntakeRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const changed = useIntakeChanged();
  const choices = useIntakeChoices(true);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<IntakeEditValues>({ mode: 'controlled', initialValues: editValuesOf(request) });
  const { contactDetails: contact, projectDetail: detail } = request;
  const departments = choices.data?.departments ?? [];
  const department = departments.find((one) => String(one.id) === form.values.departmentId);
  const options = (list: { id: number; name: string }[] = []) =>
    list.map((one) => ({ value: String(one.id), label: one.name }));
  const categoryOptions = [...options(choices.data?.categories)];
  for (const category of detail.categories) {
    if (!categoryOptions.some((option) => option.value === String(category.id)))
      categoryOptions.push({ value: String(category.id), label: category.name });
  }

  const submit = form.onSubmit(async (values) => {
    const input = inputOf(values, request);
    const problems = schemaErrors(intakeRequestInputSchema, input);
    const fieldErrors = Object.fromEntries(
      Object.entries(problems).map(([path, message]) => [fieldOfPath(path) ?? path, message]),
    );
    form.setErrors(fieldErrors);
    if (Object.keys(fieldErrors).length > 0) return;
    setFailure(null);
    try {
      changed(await updateIntake(request.id, input));
      notifySaved();
      onDone();
    } catch (error) {
      setFailure(applyRefusal(form, error, intakeRefusalFields));
    }
  });

  const text = (field: keyof IntakeEditValues, label: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      {...form.getInputProps(field)}
      data-testid={`intake-edit-${field}`}
    />
  );

  return (
    <form onSubmit={submit} noValidate data-testid="intake-edit-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {choices.isError ? <Alert color="yellow">{t('intakeChoicesUnavailable')}</Alert> : null}
        <Section title={t('intakeContactDetails')}>
          {text('firstName', t('intakeFirstName'), true)}
          {text('lastName', t('intakeLastName'), true)}
          {text('email', t('intakeEmail'), true)}
          <Select
            label={t('intakeDepartment')}
            clearable
            searchable
            data={withCurrent(options(departments), contact.department)}
            {...form.getInputProps('departmentId')}
            onChange={(value) => {
              form.setFieldValue('departmentId', value);
              form.setFieldValue('divisionId', null);
            }}
          />
          <Select
            label={t('intakeDivision')}
            clearable
            data={withCurrent(options(department?.divisions), contact.division)}
            {...form.getInputProps('divisionId')}
          />
          <Select
            label={t('intakeProcurementLead')}
            clearable
            searchable
            placeholder={t('dashNotSure')}
            data={withCurrent(options(choices.data?.procurementLeads), contact.procurementLead)}
            {...form.getInputProps('leadId')}
          />
          {text('consultantFirstName', t('intakeConsultantFirstName'))}
          {text('consultantLastName', t('intakeConsultantLastName'))}
          {text('consultantEmail', t('intakeConsultantEmail'))}
        </Section>
        <Section title={t('intakeProjectDetails')}>
          {text('projectName', t('dashColumnProjectName'), true)}
          <Select
            label={t('intakeClassification')}
            clearable
            data={classifications.map((value) => ({ value, label: t(classificationLabelKeys[value]) }))}
            {...form.getInputProps('classification')}
          />
          <Select
            label={t('intakeBidType')}
            clearable
            data={withCurrent(
              options(choices.data?.bidTypes),
              detail.bidType === null ? null : { id: detail.bidType, name: detail.bidTypeName ?? '' },
            )}
            {...form.getInputProps('bidType')}
          />
          {text('applyToProject', t('intakeRelatedProject'))}
          <MultiSelect
            label={t('intakeCategories')}
            searchable
            data={categoryOptions}
            {...form.getInputProps('categoryIds')}
          />
          <Switch
            mt="lg"
            label={t('intakeSiteVisit')}
            {...form.getInputProps('isSiteVisit', { type: 'checkbox' })}
          />
          <TextInput
            type="date"
            label={t('intakePostingDate')}
            {...form.getInputProps('estimatedPostingDate')}
          />
          <TextInput
            type="date"
            label={t('intakeStartDate')}
            {...form.getInputProps('deliveryConstructionStartDate')}
          />
          <Textarea
            label={t('intakeDescription')}
            autosize
            minRows={3}
            {...form.getInputProps('description')}
          />
          <Textarea
            label={t('intakeSupplierEmails')}
            description={t('intakeSupplierEmailsHint')}
            autosize
            minRows={2}
            {...form.getInputProps('supplierEmails')}
            data-testid="intake-edit-supplierEmails"
          />
        </Section>
        <Section title={t('intakeProjectValue')}>
          <NumberInput
            label={t('intakeBudget')}
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            min={0}
            {...form.getInputProps('projectBudget')}
          />
          <NumberInput
            label={t('intakeTotalValue')}
            prefix="$"
            decimalScale={2}
            thousandSeparator=","
            min={0}
            {...form.getInputProps('estimatedTotalProjectValue')}
          />
        </Section>
        {detail.documents.length > 0 ? (
          <Checkbox.Group
            label={t('intakeDocumentsKept')}
            value={form.values.documentIds.map(String)}
            onChange={(value) => form.setFieldValue('documentIds', value.map(Number))}
            error={form.errors.documentIds}
          >
            <Stack gap={6} mt="xs">
              {detail.documents.map((document) => (
                <Checkbox key={document.id} value={String(document.id)} label={document.fileName} />
              ))}
            </Stack>
          </Checkbox.Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('cancel')}
          </Button>
          <Button type="submit" loading={form.submitting} data-testid="intake-edit-save">
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

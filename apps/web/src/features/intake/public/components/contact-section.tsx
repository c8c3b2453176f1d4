import { Fieldset, Select, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import type { IntakeContext } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { notSureLead } from '../intake-form-model.ts';
import { fieldProps, type IntakeForm } from './form-field.ts';

const optionsOf = (items: readonly { id: number; name: string }[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));

/** Contact details (000 §2): who asks, for which department, and who at procurement may lead it. */
export function ContactSection({ form, context }: { form: IntakeForm; context: IntakeContext }) {
  const { t } = useTranslation();
  const { departmentId } = form.values.contactDetails;
  const divisions =
    context.departments.find((department) => String(department.id) === departmentId)?.divisions ?? [];
  const department = fieldProps(form, 'contactDetails.departmentId');

  return (
    <Stack component="section" aria-labelledby="intake-contact-title">
      <Title order={2} size="h3" id="intake-contact-title">
        {t('intakeFormContactTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t('intakeFormFirstName')}
          required
          {...fieldProps(form, 'contactDetails.firstName')}
        />
        <TextInput
          label={t('intakeFormLastName')}
          required
          {...fieldProps(form, 'contactDetails.lastName')}
        />
        <TextInput
          label={t('intakeFormEmail')}
          type="email"
          required
          {...fieldProps(form, 'contactDetails.email')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Select
          label={t('intakeFormDepartment')}
          data={optionsOf(context.departments)}
          searchable
          clearable
          {...department}
          // A division belongs to one department: choosing another clears it.
          onChange={(value) => {
            form.setFieldValue('contactDetails.departmentId', value);
            form.setFieldValue('contactDetails.divisionId', null);
          }}
        />
        <Select
          label={t('intakeFormDivision')}
          data={optionsOf(divisions)}
          searchable
          clearable
          disabled={divisions.length === 0}
          {...fieldProps(form, 'contactDetails.divisionId')}
        />
        <Select
          label={t('intakeFormLead')}
          data={[
            { value: notSureLead, label: t('intakeFormNotSure') },
            ...optionsOf(context.procurementLeads),
          ]}
          searchable
          allowDeselect={false}
          {...fieldProps(form, 'contactDetails.procurementLeadId')}
        />
      </SimpleGrid>
      <Fieldset legend={t('intakeFormConsultant')}>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t('intakeFormConsultantFirstName')}
            {...fieldProps(form, 'contactDetails.consultant.firstName')}
          />
          <TextInput
            label={t('intakeFormConsultantLastName')}
            {...fieldProps(form, 'contactDetails.consultant.lastName')}
          />
          <TextInput
            label={t('intakeFormConsultantEmail')}
            type="email"
            {...fieldProps(form, 'contactDetails.consultant.email')}
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}

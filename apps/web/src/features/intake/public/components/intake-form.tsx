import { Alert, Box, Button, Divider, Group, NumberInput, SimpleGrid, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { IntakeReceipt } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../platform/api/client.ts';
import { i18n } from '../../../../platform/i18n/index.ts';
import { currencyInputProps } from '../../../../ui/currency-input.ts';
import { applyRefusal } from '../../../../ui/form-errors.ts';
import { RichTextEditor } from '../../../../ui/rich-text/lazy-rich-text-editor.tsx';
import { type IntakeFormSource, type IntakeLinkRef, submitIntakeRequest } from '../../api/public-queries.ts';
import {
  emptyIntakeForm,
  type IntakeFormValues,
  intakeFieldOfKey,
  toSubmission,
  validateIntakeForm,
} from '../intake-form-model.ts';
import { ContactSection } from './contact-section.tsx';
import { useIntakeDocuments } from './documents-field.tsx';
import { fieldProps } from './form-field.ts';
import { ProjectSection } from './project-section.tsx';

/** What a refused submit says above the button; a rate limit asks to come back later (001 §8). */
function submitFailure(form: Parameters<typeof applyRefusal>[0], error: unknown): string | null {
  if (isApiError(error) && error.status === 429) return i18n.t('intakeFormTooManyRequests');
  return applyRefusal(form, error, intakeFieldOfKey);
}

/**
 * The intake form (000 §2): the agency's guide, then contact details, project details and project
 * value. The contract's rules check it as typed; the server's field refusals land on their fields.
 */
export function IntakeForm({
  link,
  source,
  onSubmitted,
}: {
  link: IntakeLinkRef;
  source: IntakeFormSource;
  onSubmitted: (receipt: IntakeReceipt) => void;
}) {
  const { t } = useTranslation();
  const documents = useIntakeDocuments(link);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<IntakeFormValues>({
    mode: 'controlled',
    initialValues: emptyIntakeForm(),
    validate: (values) => validateIntakeForm(values, link),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(
    async (values) => {
      setFailure(null);
      if (documents.uploading) {
        setFailure(t('intakeFormWaitForUploads'));
        return;
      }
      try {
        onSubmitted(await submitIntakeRequest(toSubmission(values, link, documents.tokens)));
      } catch (error) {
        setFailure(submitFailure(form as Parameters<typeof applyRefusal>[0], error));
      }
    },
    () => setFailure(t('intakeFormFixFields')),
  );

  return (
    <Stack gap="lg">
      {source.guide.guide.trim() !== '' ? (
        <Box data-testid="intake-guide">
          <RichTextEditor
            value={source.guide.guide}
            readOnly
            onChange={() => {}}
            aria-label={t('intakeFormGuide')}
            height={200}
          />
        </Box>
      ) : null}
      <form onSubmit={submit} noValidate data-testid="intake-form">
        <Stack gap="xl">
          <ContactSection form={form} context={source.context} />
          <Divider />
          <ProjectSection form={form} context={source.context} documents={documents} />
          <Divider />
          <Stack component="section" aria-labelledby="intake-value-title">
            <Title order={2} size="h3" id="intake-value-title">
              {t('intakeFormValueTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberInput
                label={t('intakeFormAnnualValue')}
                {...currencyInputProps}
                {...fieldProps(form, 'financialDetails.projectBudget')}
              />
              <NumberInput
                label={t('intakeFormTotalValue')}
                {...currencyInputProps}
                {...fieldProps(form, 'financialDetails.estimatedTotalProjectValue')}
              />
            </SimpleGrid>
          </Stack>
          {/* The honeypot (issue 24 §1): out of sight and out of the tab order, so only robots fill it. */}
          <Box
            aria-hidden="true"
            style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}
          >
            <label htmlFor="intake-website">Website</label>
            <input
              id="intake-website"
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              data-testid="intake-honeypot"
              value={form.values.website}
              onChange={(event) => form.setFieldValue('website', event.currentTarget.value)}
            />
          </Box>
          {failure ? (
            <Alert color="red" role="alert" data-testid="intake-form-failure">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} data-testid="intake-submit">
              {t('intakeFormSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

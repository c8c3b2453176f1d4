import { Alert, Button, Group, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type SsoSettings, ssoMetadataRequestSchema, ssoSettingsSchema } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PermissionLock } from '../../../platform/access/permission-lock.tsx';
import { useUnsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { translateFieldError } from '../../../ui/field-error.ts';
import { applyRefusal, readRefusal } from '../../../ui/form-errors.ts';
import { schemaErrors } from '../../../ui/schema-errors.ts';
import type { IdpMetadata } from '../api/sso-queries.ts';
import { FormActions } from './form-actions.tsx';

const route = 'control-panel.sso-settings';

export function ssoValuesOf(settings: SsoSettings): SsoSettings {
  return {
    enabled: settings.enabled,
    allowLocalLogin: settings.allowLocalLogin,
    idpUrl: settings.idpUrl,
    logoutUrl: settings.logoutUrl,
    certificate: settings.certificate,
    metadataUrl: settings.metadataUrl,
  };
}

const ssoFieldOfKey: Record<string, keyof SsoSettings> = { ssoMissingCertificate: 'certificate' };
/** Every failure to read the metadata belongs under the metadata address. */
const metadataFieldOfKey: Record<string, keyof SsoSettings> = {
  requiredField: 'metadataUrl',
  ssoMetadataParseFailure: 'metadataUrl',
  ssoMetadataNetworkFailure: 'metadataUrl',
  ssoMetadataNotAllowed: 'metadataUrl',
  ssoMetadataBadResponse: 'metadataUrl',
  invalidParameter: 'metadataUrl',
};

/**
 * The agency's SAML settings (000 §3). Reading the identity provider's metadata fills the sign-on
 * URL, logout URL and certificate for review; nothing is stored until Save. Changes are restricted
 * (000 §6): without the right to act the form is read-only and its buttons carry the lock.
 */
export function SsoForm({
  settings,
  readOnly,
  onSave,
  onReadMetadata,
}: {
  settings: SsoSettings;
  readOnly: boolean;
  onSave: (settings: SsoSettings) => Promise<SsoSettings>;
  onReadMetadata: (metadataUrl: string) => Promise<IdpMetadata>;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const form = useForm<SsoSettings>({
    mode: 'controlled',
    initialValues: ssoValuesOf(settings),
    validate: (values) => schemaErrors(ssoSettingsSchema, values),
    validateInputOnBlur: true,
  });
  useUnsavedChanges(form.isDirty());

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = ssoValuesOf(await onSave(values));
      form.setValues(saved);
      form.resetDirty(saved);
    } catch (error) {
      setFailure(applyRefusal(form, error, ssoFieldOfKey));
    }
  });

  async function readMetadata() {
    const metadataUrl = form.values.metadataUrl.trim();
    const invalid = schemaErrors(ssoMetadataRequestSchema, { metadataUrl }).metadataUrl;
    if (invalid) {
      form.setFieldError('metadataUrl', invalid);
      return;
    }
    setReading(true);
    try {
      const metadata = await onReadMetadata(metadataUrl);
      form.setValues({
        idpUrl: metadata.idpUrl,
        logoutUrl: metadata.logoutUrl,
        certificate: metadata.certificate,
      });
      form.clearFieldError('metadataUrl');
    } catch (error) {
      const refusal = readRefusal(error, metadataFieldOfKey);
      form.setFieldError('metadataUrl', refusal.fields.metadataUrl ?? refusal.general);
    } finally {
      setReading(false);
    }
  }

  const field = (path: keyof SsoSettings) => {
    const props = form.getInputProps(path);
    return { ...props, error: translateFieldError(props.error), disabled: readOnly };
  };
  const toggle = (path: 'enabled' | 'allowLocalLogin') => ({
    ...form.getInputProps(path, { type: 'checkbox' }),
    disabled: readOnly,
  });

  return (
    <form onSubmit={submit} noValidate data-testid="sso-form">
      <Stack>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Switch
          label={t('ssoEnabledLabel')}
          description={t('ssoEnabledDescription')}
          {...toggle('enabled')}
        />
        <Switch
          label={t('allowLocalLoginLabel')}
          description={t('allowLocalLoginDescription')}
          {...toggle('allowLocalLogin')}
        />
        <Stack gap={6}>
          <TextInput
            label={t('metadataUrlLabel')}
            description={t('metadataUrlDescription')}
            {...field('metadataUrl')}
          />
          <Group>
            <PermissionLock routeName={route} controlId="readSsoMetadata">
              <Button variant="light" size="xs" loading={reading} onClick={() => void readMetadata()}>
                {t('readMetadata')}
              </Button>
            </PermissionLock>
          </Group>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('idpUrlLabel')} {...field('idpUrl')} />
          <TextInput label={t('logoutUrlLabel')} {...field('logoutUrl')} />
        </SimpleGrid>
        <Textarea
          label={t('certificateLabel')}
          description={t('certificateDescription')}
          autosize
          minRows={4}
          maxRows={12}
          ff="monospace"
          {...field('certificate')}
        />
        <FormActions
          justify="flex-end"
          routeName={route}
          controlId="saveSsoSettings"
          testId="sso-save"
          dirty={form.isDirty()}
          valid={form.isValid()}
          submitting={form.submitting}
          readOnly={readOnly}
          onDiscard={() => form.reset()}
        />
      </Stack>
    </form>
  );
}

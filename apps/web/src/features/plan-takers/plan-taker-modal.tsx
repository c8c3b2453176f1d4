import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { PlanTaker } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/client.ts';
import { useNodeRef } from '../../app/session/session-context.tsx';
import { savePlanTaker } from './plan-takers-api.ts';

/** Adds a company by hand, or edits one the buyer added; refusals show beside their field. */
export function PlanTakerModal({
  tenderId,
  editing,
  onClose,
  onSaved,
}: {
  tenderId: number;
  editing: PlanTaker | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [values, setValues] = useState({
    companyName: editing?.companyName ?? '',
    contactName: editing?.contactName ?? '',
    email: editing?.email ?? '',
    phone: editing?.phone ?? '',
  });
  const [keys, setKeys] = useState<readonly string[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });
  const companyError = keys.includes('planTakerCompanyRequired')
    ? t('planTakerCompanyRequired')
    : keys.includes('planTakerAlreadyListed')
      ? t('planTakerAlreadyListed')
      : undefined;
  const emailError = keys.includes('errorInvalidEmail') ? t('errorInvalidEmail') : undefined;

  async function save() {
    setSaving(true);
    setKeys([]);
    setMessage(null);
    try {
      await savePlanTaker(node, editing ? { id: editing.id, ...values } : { tenderId, ...values });
      onSaved();
    } catch (error) {
      if (isApiError(error)) {
        setKeys(error.keys);
        if (
          !error.keys.some((k) =>
            ['planTakerCompanyRequired', 'planTakerAlreadyListed', 'errorInvalidEmail'].includes(k),
          )
        )
          setMessage(error.messages[0] ?? null);
      } else setMessage(String(error));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={editing ? t('planTakersEdit') : t('planTakersAdd')}>
      <Stack>
        <TextInput label={t('planTakersCompany')} required error={companyError} {...field('companyName')} />
        <TextInput label={t('planTakersContact')} {...field('contactName')} />
        <TextInput label={t('planTakersEmail')} error={emailError} {...field('email')} />
        <TextInput label={t('planTakersPhone')} {...field('phone')} />
        {message ? (
          <Alert color="red" role="alert">
            {message}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={saving} onClick={() => void save()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Modal, Stack, TextInput } from '@mantine/core';
import type { PlanTaker } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { savePlanTaker } from '../api/plan-takers-queries.ts';

const planTakerFields = {
  planTakerCompanyRequired: 'companyName',
  planTakerAlreadyListed: 'companyName',
  errorInvalidEmail: 'email',
};

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
  const { errors, failure, saving, run } = useModalSave(planTakerFields);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    },
  });

  async function save() {
    const saved = await run({}, () =>
      savePlanTaker(node, editing ? { id: editing.id, ...values } : { tenderId, ...values }),
    );
    if (saved) onSaved();
  }

  return (
    <Modal opened onClose={onClose} title={editing ? t('planTakersEdit') : t('planTakersAdd')}>
      <Stack>
        <TextInput label={t('planTakersCompany')} required {...field('companyName')} />
        <TextInput label={t('planTakersContact')} {...field('contactName')} />
        <TextInput label={t('planTakersEmail')} {...field('email')} />
        <TextInput label={t('planTakersPhone')} {...field('phone')} />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('save')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}

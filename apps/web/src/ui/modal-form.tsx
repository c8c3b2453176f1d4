import { Alert, Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from './form-errors.ts';

/**
 * The save of a modal form: the form's own checks first (nothing is sent while one fails), then
 * the call; a refusal puts each catalogue key's message beside its field (`fieldOfKey`) and the
 * rest above the buttons. `run` answers whether the save went through.
 */
export function useModalSave(fieldOfKey: Record<string, string>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function run(problems: Record<string, string>, action: () => Promise<unknown>): Promise<boolean> {
    setErrors(problems);
    if (Object.keys(problems).length > 0) return false;
    setSaving(true);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      const refusal = readRefusal(error, fieldOfKey);
      setErrors(refusal.fields);
      setFailure(refusal.general);
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { errors, failure, saving, setFailure, run };
}

/** The foot of a modal form: the general failure, then Cancel and the save button. */
export function ModalFormFooter({
  failure,
  saving,
  saveLabel,
  danger = false,
  saveTestId,
  onCancel,
  onSave,
}: {
  failure: string | null;
  saving: boolean;
  saveLabel: string;
  /** The save undoes something (a withdrawal, a rejection): a red button. */
  danger?: boolean;
  saveTestId?: string;
  onCancel: () => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('cancel')}
        </Button>
        <Button onClick={onSave} loading={saving} color={danger ? 'red' : undefined} data-testid={saveTestId}>
          {saveLabel}
        </Button>
      </Group>
    </>
  );
}

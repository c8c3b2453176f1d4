import { Alert, Button, Checkbox, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import { forbiddenCharactersIn } from '@procura/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readRefusal } from '../../../ui/form-errors.ts';

/** The number's problem as it is typed: forbidden characters are refused at once (000 §5). */
export function numberProblem(number: string, t: (key: 'invalidProjectNumber') => string): string | null {
  return forbiddenCharactersIn(number).length > 0 ? t('invalidProjectNumber') : null;
}

function DialogActions({
  onCancel,
  confirmLabel,
  disabled,
  busy,
  testId,
  danger,
}: {
  onCancel: () => void;
  confirmLabel: string;
  disabled?: boolean;
  busy: boolean;
  testId: string;
  danger?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button
        type="submit"
        disabled={disabled}
        loading={busy}
        color={danger ? 'red' : undefined}
        data-testid={testId}
      >
        {confirmLabel}
      </Button>
    </Group>
  );
}

function Frame({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {children}
    </Modal>
  );
}

export type CopyChoice = { name: string; number: string; copyFormsInstructions: boolean };

/**
 * Copy and Save as Template: a name, an optional number (generated when empty and auto-numbering is
 * on), and whether forms and instructions come along. A refusal shows under its field.
 */
export function CopyProjectDialog({
  opened,
  onClose,
  title,
  confirmLabel,
  initialName,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  confirmLabel: string;
  initialName: string;
  onSubmit: (choice: CopyChoice) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<CopyChoice>({
    name: initialName,
    number: '',
    copyFormsInstructions: true,
  });
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ fields: Record<string, string>; general: string | null }>({
    fields: {},
    general: null,
  });
  const badNumber = numberProblem(choice.number, t);

  async function submit() {
    setBusy(true);
    setRefusal({ fields: {}, general: null });
    try {
      await onSubmit({ ...choice, name: choice.name.trim(), number: choice.number.trim() });
      onClose();
    } catch (error) {
      setRefusal(
        readRefusal(error, {
          nameRequired: 'name',
          invalidProjectNumber: 'number',
          projectNumberTaken: 'number',
        }),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Frame opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          {refusal.general ? (
            <Alert color="red" role="alert">
              {refusal.general}
            </Alert>
          ) : null}
          <TextInput
            label={t('projectNameLabel')}
            required
            value={choice.name}
            error={refusal.fields.name}
            onChange={(event) => setChoice({ ...choice, name: event.currentTarget.value })}
            data-testid="copy-name"
            data-autofocus
          />
          <TextInput
            label={t('projectNumberLabel')}
            description={t('projectNumberAutoHint')}
            value={choice.number}
            error={badNumber ?? refusal.fields.number}
            onChange={(event) => setChoice({ ...choice, number: event.currentTarget.value })}
            data-testid="copy-number"
          />
          <Checkbox
            label={t('copyFormsInstructionsLabel')}
            checked={choice.copyFormsInstructions}
            onChange={(event) => setChoice({ ...choice, copyFormsInstructions: event.currentTarget.checked })}
            data-testid="copy-forms-instructions"
          />
          <DialogActions
            onCancel={onClose}
            confirmLabel={confirmLabel}
            disabled={choice.name.trim() === '' || badNumber !== null}
            busy={busy}
            testId="copy-confirm"
          />
        </Stack>
      </form>
    </Frame>
  );
}

/** Cancel and Terminate take an optional reason (000 §4). */
export function ReasonDialog({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  message: string;
  confirmLabel: string;
  onSubmit: (reason: string) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Frame opened={opened} onClose={onClose} title={title}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void onSubmit(reason.trim()).then((done) => {
            setBusy(false);
            if (done) {
              setReason('');
              onClose();
            }
          });
        }}
      >
        <Stack>
          <Alert color="yellow">{message}</Alert>
          <Textarea
            label={t('reasonLabel')}
            description={t('reasonOptional')}
            autosize
            minRows={3}
            maxLength={2000}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            data-testid="status-reason"
            data-autofocus
          />
          <DialogActions
            onCancel={onClose}
            confirmLabel={confirmLabel}
            busy={busy}
            testId="status-reason-confirm"
            danger
          />
        </Stack>
      </form>
    </Frame>
  );
}

/** A notice of planned procurement becomes a new project (POST /Projects/Convert). */
export function ConvertDialog({
  opened,
  onClose,
  onSubmit,
}: {
  opened: boolean;
  onClose: () => void;
  onSubmit: (copyFormsInstructions: boolean) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const [copyForms, setCopyForms] = useState(true);
  const [busy, setBusy] = useState(false);
  return (
    <Frame opened={opened} onClose={onClose} title={t('convertTitle')}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          void onSubmit(copyForms).then((done) => {
            setBusy(false);
            if (done) onClose();
          });
        }}
      >
        <Stack>
          <Alert color="blue">{t('convertMessage')}</Alert>
          <Checkbox
            label={t('copyFormsInstructionsLabel')}
            checked={copyForms}
            onChange={(event) => setCopyForms(event.currentTarget.checked)}
          />
          <DialogActions
            onCancel={onClose}
            confirmLabel={t('convertConfirm')}
            busy={busy}
            testId="convert-confirm"
          />
        </Stack>
      </form>
    </Frame>
  );
}

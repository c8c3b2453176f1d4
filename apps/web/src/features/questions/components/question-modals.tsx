import { Modal, SegmentedControl, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { type QuestionStatus, questionRules, type VendorQuestion } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { formatDateTime } from '../../../ui/format.ts';
import { ModalFormFooter, useModalSave } from '../../../ui/modal-form.tsx';
import { notifySaved } from '../../../ui/notify.ts';
import { answerVendorQuestion, createVendorQuestion } from '../api/questions-queries.ts';

const answerFields = { questionAnswerRequired: 'answer', answerTooLong: 'answer' };

/**
 * The answer form of a question: answer, display name, status, and "send response to supplier",
 * which saves with answerViaEmail so the supplier who asked is mailed (it needs a Complete answer).
 */
export function AnswerModal({
  question,
  onClose,
  onSaved,
}: {
  question: VendorQuestion;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [answer, setAnswer] = useState(question.answer);
  const [displayName, setDisplayName] = useState(question.displayName);
  const [status, setStatus] = useState<QuestionStatus>(question.status);
  const [send, setSend] = useState(false);
  const { errors, failure, saving, run } = useModalSave(answerFields);

  async function save() {
    const problems: Record<string, string> = {};
    if ((status === 'Complete' || send) && answer.trim() === '')
      problems.answer = t('questionAnswerRequired');
    if (answer.length > questionRules.maxAnswerLength) problems.answer = t('answerTooLong');
    const saved = await run(problems, () =>
      answerVendorQuestion(node, {
        id: question.id,
        answer,
        status: send ? 'Complete' : status,
        displayName,
        sendResponseToSupplier: send,
      }),
    );
    if (!saved) return;
    notifySaved();
    await onSaved();
    onClose();
  }

  return (
    <Modal opened onClose={onClose} title={t('questionsAnswerTitle')} size="lg" centered>
      <Stack>
        <Text size="sm" c="dimmed">
          {t('questionsAskedBy', {
            company: question.companyName,
            name: question.fullName || '-',
            email: question.email || '-',
            date: formatDateTime(question.askedAt),
          })}
        </Text>
        <Text style={{ whiteSpace: 'pre-wrap' }}>{question.question}</Text>
        <Textarea
          label={t('questionsAnswerLabel')}
          value={answer}
          onChange={(event) => setAnswer(event.currentTarget.value)}
          error={errors.answer}
          autosize
          minRows={4}
          data-autofocus
        />
        <TextInput
          label={t('questionsDisplayName')}
          description={t('questionsDisplayNameHelp')}
          value={displayName}
          onChange={(event) => setDisplayName(event.currentTarget.value)}
          maxLength={questionRules.maxNameLength}
        />
        <SegmentedControl
          aria-label={t('questionsColumnStatus')}
          value={send ? 'Complete' : status}
          onChange={(value) => setStatus(value as QuestionStatus)}
          disabled={send}
          data={[
            { value: 'Incomplete', label: t('questionsStatusIncomplete') },
            { value: 'Complete', label: t('questionsStatusComplete') },
          ]}
        />
        <Switch
          label={t('questionsSendToSupplier')}
          checked={send}
          onChange={(event) => setSend(event.currentTarget.checked)}
          disabled={!question.email}
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('questionsSave')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}

const addFields = {
  questionTextRequired: 'question',
  questionTooLong: 'question',
};

/** Enters a question the buyer received another way (phone, letter): company, name, email, question. */
export function AddQuestionModal({
  tenderId,
  onClose,
  onSaved,
}: {
  tenderId: number;
  onClose: () => void;
  onSaved: () => Promise<void> | void;
}) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [values, setValues] = useState({ companyName: '', fullName: '', email: '', question: '' });
  const { errors, failure, saving, run } = useModalSave(addFields);
  const field = (name: keyof typeof values) => ({
    value: values[name],
    error: errors[name],
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  async function save() {
    const problems: Record<string, string> = {};
    if (!values.companyName.trim())
      problems.companyName = t('invalidParameter', { field: t('questionsCompany') });
    if (!values.question.trim()) problems.question = t('questionTextRequired');
    if (!(await run(problems, () => createVendorQuestion(node, { tenderId, ...values })))) return;
    notifySaved();
    await onSaved();
    onClose();
  }

  return (
    <Modal opened onClose={onClose} title={t('questionsAddTitle')} size="lg" centered>
      <Stack>
        <TextInput label={t('questionsCompany')} required {...field('companyName')} data-autofocus />
        <TextInput label={t('questionsFullName')} {...field('fullName')} />
        <TextInput label={t('questionsEmail')} type="email" {...field('email')} />
        <Textarea label={t('questionsQuestion')} required autosize minRows={3} {...field('question')} />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('questionsSave')}
          onCancel={onClose}
          onSave={() => void save()}
        />
      </Stack>
    </Modal>
  );
}

/** Names the addendum made from the chosen answered questions, then issues it. */
export function PublishModal({
  count,
  onClose,
  onPublish,
}: {
  count: number;
  onClose: () => void;
  onPublish: (title: string) => Promise<string | null>;
}) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  async function publish() {
    setSaving(true);
    setFailure(await onPublish(title));
    setSaving(false);
  }
  return (
    <Modal opened onClose={onClose} title={t('questionsPublishTitle')} centered>
      <Stack>
        <Text size="sm">{t('questionsPublishIntro', { count })}</Text>
        <TextInput
          label={t('questionsAddendumTitle')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          maxLength={200}
          data-autofocus
        />
        <ModalFormFooter
          failure={failure}
          saving={saving}
          saveLabel={t('questionsIssue')}
          onCancel={onClose}
          onSave={() => void publish()}
        />
      </Stack>
    </Modal>
  );
}

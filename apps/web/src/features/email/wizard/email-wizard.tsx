import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { previousStep, type SentEmail, stepLabel, type WizardStep } from '@procura/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { useNodeRef, useSession } from '../../../platform/session/session-context.tsx';
import { deleteEmailDocument, scheduleEmail } from '../api/send-queries.ts';
import { ComposeStep } from './compose-step.tsx';
import { ContactsStep } from './contacts-step.tsx';
import { PreviewStep } from './preview-step.tsx';
import { SentStep } from './sent-step.tsx';
import { useWizardContacts } from './use-wizard-contacts.ts';
import {
  type EmailAbout,
  emptyDraft,
  expandSupplierKeys,
  isSupplierKey,
  payloadOf,
  type WizardContact,
  type WizardDraft,
  wizardProblems,
} from './wizard-model.ts';

export type EmailWizardProps = {
  /** Where it opened: the lists it offers and what the mail is about. */
  about: EmailAbout;
  /**
   * Whom the page it opened from chose: contacts (wizard-model's contactKey), or companies
   * (supplierKey) whose reachable contacts are chosen once their list has them.
   */
  preselected?: readonly string[];
  onClose: () => void;
  onSent?: (email: SentEmail) => void;
};

const contactKeysOf = (keys: readonly string[]): ReadonlySet<string> =>
  new Set(keys.filter((key) => !isSupplierKey(key)));

const stepTitles = {
  Contacts: 'emailWizardStepContacts',
  Compose: 'emailWizardStepCompose',
  Preview: 'emailWizardStepPreview',
  Sent: 'emailWizardStepSent',
} as const satisfies Record<WizardStep, string>;

/**
 * The email wizard (000 §2, §4; issue 25 §1), one dialog wherever it opens: Contacts, Compose,
 * Preview, then Sent, counted 'Step x of 3'. Back on Compose and Preview; Reset drops the draft
 * (and its uploaded attachment) and starts again at Contacts.
 */
export function EmailWizard({ about, preselected = [], onClose, onSent }: EmailWizardProps) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const queryClient = useQueryClient();
  const { customer } = useSession().info;
  const timeZone = customer.timezone;
  const lists = useWizardContacts(about);
  const [step, setStep] = useState<WizardStep>('Contacts');
  const [chosenKeys, setChosenKeys] = useState<ReadonlySet<string>>(() => contactKeysOf(preselected));
  const [waitingSuppliers, setWaitingSuppliers] = useState(() => preselected.filter(isSupplierKey));
  const [draft, setDraft] = useState<WizardDraft>(emptyDraft);
  const [sending, setSending] = useState(false);
  const [failures, setFailures] = useState<string[]>([]);
  const [sent, setSent] = useState<SentEmail | null>(null);

  // A company chosen on the page becomes its people once, as they arrive (set during render, so no
  // frame shows them unchosen); whom the buyer unticks afterwards stays unticked.
  if (waitingSuppliers.length > 0) {
    const supplierList = lists.find((list) => list.group === 'supplierContacts');
    const settled = !supplierList || (!supplierList.pending && !supplierList.failed);
    const { chosen: found, waiting } = expandSupplierKeys(
      waitingSuppliers,
      supplierList?.contacts ?? [],
      settled,
    );
    if (waiting.length !== waitingSuppliers.length) {
      setWaitingSuppliers(waiting);
      if (found.length > 0) setChosenKeys((before) => new Set([...before, ...found]));
    }
  }

  // A key chosen on the page that no list offers (or only as unreachable) is no recipient.
  const recipients = useMemo(() => {
    const byKey = new Map<string, WizardContact>();
    for (const contact of lists.flatMap((list) => list.contacts)) {
      if (contact.selectable && chosenKeys.has(contact.key) && !byKey.has(contact.key)) {
        byKey.set(contact.key, contact);
      }
    }
    return [...byKey.values()];
  }, [lists, chosenKeys]);
  const chosen = useMemo(() => new Set(recipients.map((r) => r.key)), [recipients]);
  const now = new Date();
  const problems = wizardProblems(draft, timeZone, now);

  function choose(keys: readonly string[], include: boolean) {
    setChosenKeys((before) => {
      const next = new Set(before);
      for (const key of keys) {
        if (include) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  }

  function dropUnsentAttachment() {
    if (draft.attachment && sent === null)
      void deleteEmailDocument(node, draft.attachment.id).catch(() => undefined);
  }

  function reset() {
    dropUnsentAttachment();
    setDraft(emptyDraft());
    setChosenKeys(contactKeysOf(preselected));
    setWaitingSuppliers(preselected.filter(isSupplierKey));
    setFailures([]);
    setSent(null);
    setStep('Contacts');
  }

  function close() {
    dropUnsentAttachment();
    onClose();
  }

  async function send() {
    setSending(true);
    setFailures([]);
    try {
      const email = await scheduleEmail(node, payloadOf(draft, recipients, about, timeZone));
      setSent(email);
      setStep('Sent');
      void queryClient.invalidateQueries({ queryKey: ['email', node.customerId, node.nodeId] });
      onSent?.(email);
    } catch (error) {
      setFailures(isApiError(error) && error.messages.length > 0 ? [...error.messages] : [t('unknownError')]);
    } finally {
      setSending(false);
    }
  }

  const label = stepLabel(step);
  return (
    <Modal
      opened
      onClose={close}
      size="xl"
      closeOnClickOutside={false}
      title={t('emailWizardTitle')}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack data-testid="email-wizard">
        <Group justify="space-between">
          <div>
            <Text size="xs" c="dimmed" data-testid="email-wizard-step">
              {t('emailWizardStepOf', { current: label.current, total: label.total })}
            </Text>
            <Text fw={600}>{t(stepTitles[step])}</Text>
          </div>
          {step === 'Compose' || step === 'Preview' ? (
            <Button variant="subtle" size="compact-sm" onClick={reset} disabled={sending}>
              {t('emailWizardReset')}
            </Button>
          ) : null}
        </Group>
        {step === 'Contacts' ? (
          <ContactsStep lists={lists} chosen={chosen} onChange={choose} onNext={() => setStep('Compose')} />
        ) : null}
        {step === 'Compose' ? (
          <ComposeStep
            about={about}
            draft={draft}
            problems={problems}
            timeZone={timeZone}
            onChange={(change) => setDraft((before) => ({ ...before, ...change }))}
            onBack={() => setStep(previousStep(step))}
            onNext={() => {
              setFailures([]);
              setStep('Preview');
            }}
          />
        ) : null}
        {step === 'Preview' ? (
          <PreviewStep
            about={about}
            draft={draft}
            recipients={recipients}
            agencyName={customer.displayName}
            timeZone={timeZone}
            now={now}
            sending={sending}
            failures={failures}
            onBack={() => setStep(previousStep(step))}
            onSend={() => void send()}
          />
        ) : null}
        {step === 'Sent' && sent ? (
          <SentStep email={sent} timeZone={timeZone} onReset={reset} onClose={onClose} />
        ) : null}
      </Stack>
    </Modal>
  );
}

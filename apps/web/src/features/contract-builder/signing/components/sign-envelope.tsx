import { Alert, Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { SignBody, SignerView } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../platform/api/client.ts';
import { i18n } from '../../../../platform/i18n/index.ts';
import type { useSign } from '../../api/signing-queries.ts';
import { initialsOf, type SignatureDraft, SignaturePanel } from './signature-panel.tsx';
import { SigningDocuments } from './signing-documents.tsx';

type Problems = { signature?: string; initials?: string; fields?: string };

/** What keeps the signature from being sent, checked as the server would (decision 251). */
export function signProblems(
  view: SignerView,
  draft: SignatureDraft,
  texts: Record<number, string>,
): Problems {
  const problems: Problems = {};
  const signature = draft.mode === 'typed' ? draft.typed.trim() : draft.drawn;
  if (!signature) problems.signature = i18n.t('envelopeSignatureRequired');
  if (view.fields.some((f) => f.type === 'initials') && draft.initials.trim() === '') {
    problems.initials = i18n.t('signingInitialsRequired');
  }
  if (view.fields.some((f) => f.type === 'text' && f.required && !(texts[f.id] ?? '').trim())) {
    problems.fields = i18n.t('envelopeRequiredFieldEmpty');
  }
  return problems;
}

/** The body of POST /sign: the typed name or the drawn PNG, the initials, and every text field. */
export function signBodyOf(view: SignerView, draft: SignatureDraft, texts: Record<number, string>): SignBody {
  return {
    signatureType: draft.mode,
    signature: draft.mode === 'typed' ? draft.typed.trim() : (draft.drawn ?? ''),
    initials: draft.initials.trim(),
    fields: view.fields
      .filter((f) => f.type === 'text')
      .map((f) => ({ fieldId: f.id, value: (texts[f.id] ?? '').trim() })),
  };
}

/**
 * The signer's turn: the message from the sender, the documents with their fields, the text
 * fields to fill, and the signature; Sign asks once more before the signature goes on the
 * documents, then the page shows what follows.
 */
export function SignEnvelope({ view, sign }: { view: SignerView; sign: ReturnType<typeof useSign> }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<SignatureDraft>(() => ({
    mode: 'typed',
    typed: view.signerName,
    drawn: null,
    initials: initialsOf(view.signerName),
  }));
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(view.fields.filter((f) => f.type === 'text').map((f) => [f.id, f.value ?? ''])),
  );
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState(false);
  const needsInitials = view.fields.some((f) => f.type === 'initials');

  function ask() {
    const found = signProblems(view, draft, texts);
    setProblems(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  }

  function send() {
    sign.mutate(signBodyOf(view, draft, texts), { onSettled: () => setConfirming(false) });
  }

  const refusal = sign.error
    ? isApiError(sign.error)
      ? sign.error.messages.join(' ') || t('retryWithStatus', { status: sign.error.status })
      : t('unknownError')
    : null;

  return (
    <Stack gap="lg" data-testid="sign-state">
      <Stack gap={4}>
        <Title order={2} size="h3">
          {t('signingGreeting', { name: view.signerName })}
        </Title>
        <Text>{t('signingIntro', { agency: view.agencyName, envelope: view.envelopeName })}</Text>
        {view.message ? (
          <Alert color="indigo" variant="light" title={t('signingMessageFrom', { agency: view.agencyName })}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {view.message}
            </Text>
          </Alert>
        ) : null}
      </Stack>
      <SigningDocuments
        view={view}
        texts={texts}
        onText={(fieldId, value) => setTexts((current) => ({ ...current, [fieldId]: value }))}
      />
      <Divider />
      <Title order={3} size="h4">
        {t('signingYourSignature')}
      </Title>
      <SignaturePanel
        draft={draft}
        needsInitials={needsInitials}
        errors={problems}
        onChange={(change) => setDraft((current) => ({ ...current, ...change }))}
      />
      {problems.fields ? (
        <Alert color="red" role="alert">
          {problems.fields}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert color="red" role="alert" data-testid="sign-refusal">
          {refusal}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed">
        {t('signingConsent')}
      </Text>
      <Group justify="flex-end">
        <Button size="md" onClick={ask} loading={sign.isPending} data-testid="sign-submit">
          {t('signingSign')}
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('signingConfirmTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
      >
        <Stack>
          <Text size="sm">{t('signingConfirmText', { envelope: view.envelopeName })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={sign.isPending}>
              {t('cancel')}
            </Button>
            <Button onClick={send} loading={sign.isPending} data-testid="sign-confirm">
              {t('signingSign')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

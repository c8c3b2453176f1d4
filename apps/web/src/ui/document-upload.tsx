import {
  Alert,
  Button,
  FileInput,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type VendorDocumentFields,
  vendorDocumentFieldsSchema,
  vendorDocumentProblems,
} from '@procura/contract';
import { type ReactNode, useState } from 'react';
import type { UploadProgress } from '../platform/api/upload.ts';
import { i18n } from '../platform/i18n/index.ts';
import { readRefusal } from './form-errors.ts';
import { schemaErrors } from './schema-errors.ts';

/**
 * The pieces every document upload form shares (supplier documents and contract documents, on the
 * agency's side and in the portal): the display name and dates, the file with the upload's
 * progress, and for the portal's panels the sending itself.
 */

/** An upload's progress in percent while it runs (null otherwise), and the way to run one. */
export function useUploadProgress() {
  const [percent, setPercent] = useState<number | null>(null);
  async function track<T>(
    upload: (onProgress: (progress: UploadProgress) => void) => Promise<T>,
  ): Promise<T> {
    setPercent(0);
    try {
      return await upload((progress) =>
        setPercent(Math.round((progress.loaded / Math.max(1, progress.total)) * 100)),
      );
    } finally {
      setPercent(null);
    }
  }
  return { percent, track };
}

/** A supplier document's name and dates as the form holds them: an empty date is ''. */
export type DocumentNameDates = { displayName: string; effectiveDate: string; expiryDate: string };

/**
 * The display name, effective date and expiry date of a document (a date empty as '' or null, as
 * the draft keeps it; `onChange` has the text as typed, '' for none). `inline` puts the three in
 * the caller's grid; `stacked` the name above the two dates side by side.
 */
export function DocumentNameDatesFields({
  value,
  onChange,
  errors,
  labels,
  nameMax,
  effectiveRequired = false,
  layout,
  testIds = {},
}: {
  value: { displayName: string; effectiveDate: string | null; expiryDate: string | null };
  onChange: (name: keyof DocumentNameDates, value: string) => void;
  errors: Record<string, ReactNode>;
  labels: { name: string; effective: string; expiry: string };
  nameMax: number;
  effectiveRequired?: boolean;
  layout: 'inline' | 'stacked';
  testIds?: { name?: string; effective?: string; expiry?: string };
}) {
  const name = (
    <TextInput
      label={labels.name}
      required
      maxLength={nameMax}
      value={value.displayName}
      onChange={(event) => onChange('displayName', event.currentTarget.value)}
      error={errors.displayName}
      data-testid={testIds.name}
    />
  );
  const dates = (
    <>
      <TextInput
        type="date"
        label={labels.effective}
        required={effectiveRequired}
        value={value.effectiveDate ?? ''}
        onChange={(event) => onChange('effectiveDate', event.currentTarget.value)}
        error={errors.effectiveDate}
        data-testid={testIds.effective}
      />
      <TextInput
        type="date"
        label={labels.expiry}
        value={value.expiryDate ?? ''}
        onChange={(event) => onChange('expiryDate', event.currentTarget.value)}
        error={errors.expiryDate}
        data-testid={testIds.expiry}
      />
    </>
  );
  if (layout === 'inline') {
    return (
      <>
        {name}
        {dates}
      </>
    );
  }
  return (
    <>
      {name}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>{dates}</SimpleGrid>
    </>
  );
}

/**
 * A supplier document's problems by field (the contract's rules): the fields' schema, a missing
 * value only once the user tried to send (so a new form is not all red), then the expiry on or
 * before the effective date as soon as both are typed. `fields` is what may be sent, or null.
 */
export function vendorDocumentDraftProblems(
  draft: DocumentNameDates,
  tried: boolean,
): { errors: Record<string, string>; fields: VendorDocumentFields | null } {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(schemaErrors(vendorDocumentFieldsSchema, draft))) {
    const empty = draft[field as keyof DocumentNameDates]?.trim() === '';
    if (tried || !empty) errors[field] = message;
  }
  const parsed = vendorDocumentFieldsSchema.safeParse(draft);
  if (!parsed.success) return { errors, fields: null };
  for (const problem of vendorDocumentProblems(parsed.data)) errors[problem.field] ??= i18n.t(problem.key);
  return { errors, fields: Object.keys(errors).length === 0 ? parsed.data : null };
}

/**
 * The file to upload (hidden where none is asked, as when a document's details are edited) and,
 * while it goes, the upload's progress.
 */
export function UploadFileField({
  label,
  description,
  required,
  value,
  onChange,
  error,
  testId,
  hidden = false,
  percent,
  uploadingLabel,
  progressTestId,
}: {
  label: string;
  description: ReactNode;
  required: boolean;
  value: File | null;
  onChange: (file: File | null) => void;
  error: ReactNode;
  testId?: string;
  hidden?: boolean;
  percent: number | null;
  uploadingLabel: (percent: number) => string;
  progressTestId: string;
}) {
  return (
    <>
      {hidden ? null : (
        <FileInput
          label={label}
          description={description}
          required={required}
          clearable
          value={value}
          onChange={onChange}
          error={error}
          data-testid={testId}
        />
      )}
      {percent !== null ? (
        <Stack gap={2} data-testid={progressTestId}>
          <Progress value={percent} aria-label={uploadingLabel(percent)} />
          <Text size="xs" c="dimmed">
            {uploadingLabel(percent)}
          </Text>
        </Stack>
      ) : null}
    </>
  );
}

/**
 * The state of a portal panel that sends a document with its file: the file, whether the user
 * tried to send (missing values show from then on), the progress, and the server's refusal (its
 * field messages until the next edit, the rest above the button).
 */
export function useDocumentSend(fieldOfKey: Record<string, string>) {
  const { percent, track } = useUploadProgress();
  const [file, setFileOnly] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  /** The draft changed: the server's field messages were about what was sent. */
  const edited = () => setServerErrors({});
  const setFile = (next: File | null) => {
    setFileOnly(next);
    setServerErrors({});
  };

  /**
   * Sends with `upload`, or only marks the try when it is null (something is missing or wrong);
   * once sent, the file is cleared and `onSent` has the answer.
   */
  async function send<T>(
    upload: ((onProgress: (progress: UploadProgress) => void) => Promise<T>) | null,
    onSent: (answer: T) => void,
  ) {
    setTried(true);
    if (!upload) return;
    setFailure(null);
    try {
      const answer = await track(upload);
      setFileOnly(null);
      setTried(false);
      onSent(answer);
    } catch (error) {
      const refusal = readRefusal(error, fieldOfKey);
      setServerErrors(refusal.fields);
      setFailure(refusal.general);
    }
  }

  return { file, setFile, tried, percent, serverErrors, failure, edited, send };
}

/** A portal panel that sends a document: its title and hint, the fields, the failure and the button. */
export function UploadPanel({
  testId,
  title,
  hint,
  failure,
  sending,
  sendLabel,
  sendTestId,
  onSend,
  children,
}: {
  testId: string;
  title: string;
  hint: string;
  failure: string | null;
  sending: boolean;
  sendLabel: string;
  sendTestId?: string;
  onSend: () => void;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" data-testid={testId}>
      <Stack>
        <Stack gap={2}>
          <Title order={3}>{title}</Title>
          <Text size="sm" c="dimmed">
            {hint}
          </Text>
        </Stack>
        {children}
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button onClick={onSend} loading={sending} data-testid={sendTestId}>
            {sendLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

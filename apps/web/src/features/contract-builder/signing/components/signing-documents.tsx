import { Anchor, Box, Stack, Text, Title } from '@mantine/core';
import { type EnvelopeField, envelopeRules, type SignerView } from '@procura/contract';
import { useTranslation } from 'react-i18next';
import { signingDocumentUrl } from '../../api/signing-queries.ts';
import { PdfPages } from '../../pdf/pdf-pages.tsx';
import { fieldTypeLabelKeys } from '../../presenters.ts';

/** A field of this signer on the page, highlighted; a text field is typed into in place. */
function SignerField({
  field,
  value,
  onText,
}: {
  field: EnvelopeField;
  value: string;
  onText: (value: string) => void;
}) {
  const { t } = useTranslation();
  const place = {
    left: `${field.x * 100}%`,
    top: `${field.y * 100}%`,
    width: `${field.width * 100}%`,
    height: `${field.height * 100}%`,
  };
  const frame = {
    ...place,
    position: 'absolute' as const,
    border: '1px solid var(--mantine-color-yellow-7)',
    background: 'color-mix(in srgb, var(--mantine-color-yellow-2) 75%, transparent)',
    borderRadius: 2,
  };
  if (field.type === 'text') {
    const label = field.label || t('signingTextField');
    return (
      <input
        style={{
          ...frame,
          font: 'inherit',
          fontSize: 'clamp(9px, 1.4vw, 14px)',
          padding: '0 4px',
          color: 'black',
        }}
        value={value}
        maxLength={envelopeRules.textFieldMax}
        aria-label={field.required ? t('signingTextFieldRequired', { label }) : label}
        placeholder={label}
        required={field.required}
        onChange={(e) => onText(e.currentTarget.value)}
        data-testid={`sign-text-field-${field.id}`}
      />
    );
  }
  return (
    <Box style={frame} data-testid={`sign-field-${field.id}`} data-type={field.type}>
      <Text size="10px" px={2} c="yellow.9" fw={600} truncate>
        {t(fieldTypeLabelKeys[field.type])}
      </Text>
    </Box>
  );
}

/**
 * The envelope's documents, page by page, with this signer's fields highlighted where they will
 * be stamped. A document attached as it is (not a PDF) is offered for download instead.
 */
export function SigningDocuments({
  view,
  texts,
  onText,
}: {
  view: SignerView;
  texts: Record<number, string>;
  onText: (fieldId: number, value: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="signing-documents">
      {view.documents.map((document) => (
        <Stack key={document.id} gap="xs">
          <Title order={3} size="h5">
            {document.fileName}
          </Title>
          {document.pageCount === null ? (
            <Text size="sm">
              {t('signingAttachedAsIs')}{' '}
              <Anchor href={signingDocumentUrl(document.id)} download={document.fileName}>
                {t('signingDownloadDocument', { name: document.fileName })}
              </Anchor>
            </Text>
          ) : (
            <PdfPages url={signingDocumentUrl(document.id)} label={document.fileName}>
              {(page) =>
                view.fields
                  .filter((f) => f.documentId === document.id && f.page === page.pageNumber)
                  .map((field) => (
                    <SignerField
                      key={field.id}
                      field={field}
                      value={texts[field.id] ?? ''}
                      onText={(value) => onText(field.id, value)}
                    />
                  ))
              }
            </PdfPages>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

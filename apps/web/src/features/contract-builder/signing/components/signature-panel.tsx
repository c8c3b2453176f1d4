import { Box, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignaturePad } from './signature-pad.tsx';

export type SignatureDraft = {
  mode: 'typed' | 'drawn';
  typed: string;
  drawn: string | null;
  initials: string;
};

/** A script face the browser already has, so the typed signature reads as handwriting without a download. */
export const scriptFont = "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'URW Chancery L', cursive";

/** The signer's initials from their name: the first letter of each word, at most four. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('')
    .slice(0, 4);
}

/**
 * How the signer signs (decision 251): their name typed (shown in a script face, and stamped in
 * an oblique one) or drawn on a canvas; and their initials, asked when the sender placed an
 * initials field for them.
 */
export function SignaturePanel({
  draft,
  needsInitials,
  errors,
  onChange,
}: {
  draft: SignatureDraft;
  needsInitials: boolean;
  errors: { signature?: string; initials?: string };
  onChange: (change: Partial<SignatureDraft>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="signature-panel">
      <Tabs
        value={draft.mode}
        onChange={(value) => onChange({ mode: value === 'drawn' ? 'drawn' : 'typed' })}
      >
        <Tabs.List>
          <Tabs.Tab value="typed" data-testid="sign-type-tab">
            {t('signingTypeTab')}
          </Tabs.Tab>
          <Tabs.Tab value="drawn" data-testid="sign-draw-tab">
            {t('signingDrawTab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="typed" pt="sm">
          <TextInput
            label={t('signingTypedName')}
            required
            maxLength={200}
            value={draft.typed}
            onChange={(e) => onChange({ typed: e.currentTarget.value })}
            error={draft.mode === 'typed' ? errors.signature : undefined}
            data-testid="sign-typed-name"
          />
          <Box
            mt="sm"
            px="md"
            py="xs"
            mih={64}
            maw={600}
            style={{ borderBottom: '1px solid var(--mantine-color-gray-6)' }}
            aria-label={t('signingTypedPreview')}
            data-testid="sign-typed-preview"
          >
            <Text fz={34} lh={1.3} style={{ fontFamily: scriptFont }} c="indigo.9">
              {draft.typed.trim()}
            </Text>
          </Box>
        </Tabs.Panel>
        <Tabs.Panel value="drawn" pt="sm">
          <SignaturePad onChange={(drawn) => onChange({ drawn })} />
          {draft.mode === 'drawn' && errors.signature ? (
            <Text size="sm" c="red.7" role="alert" mt={4}>
              {errors.signature}
            </Text>
          ) : null}
        </Tabs.Panel>
      </Tabs>
      {needsInitials ? (
        <TextInput
          label={t('signingInitials')}
          required
          maxLength={10}
          w={160}
          value={draft.initials}
          onChange={(e) => onChange({ initials: e.currentTarget.value })}
          error={errors.initials}
          data-testid="sign-initials"
        />
      ) : null}
    </Stack>
  );
}

import { Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { avatarRule, isAcceptableAvatar } from '@procura/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../platform/api/client.ts';
import { UserAvatar } from '../../../ui/user-avatar.tsx';

type Person = { firstName: string; lastName: string; avatarUrl: string | null };

/** The first bytes of a file, enough for the contract to recognise a JPEG or a PNG. */
async function headOf(file: File): Promise<Uint8Array> {
  return new Uint8Array(await file.slice(0, 16).arrayBuffer());
}

/** A preview address for a chosen file, released when the choice changes or the form goes. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/**
 * The avatar (000 §5: jpg, jpeg or png, at most 2 MB). A chosen file is checked with the
 * contract's rule, by name, size and content, before anything is sent; a refused one is never
 * uploaded. The upload button is enabled only once an acceptable file is chosen, and the preview
 * shows what the photo will look like.
 */
export function AvatarUpload({
  person,
  disabled = false,
  onUpload,
}: {
  person: Person;
  disabled?: boolean;
  onUpload: (file: File) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const preview = usePreviewUrl(file);
  const maxMegabytes = avatarRule.maxBytes / (1024 * 1024);

  async function choose(chosen: File | null) {
    setError(null);
    setFile(null);
    if (!chosen) return;
    if (chosen.size > avatarRule.maxBytes) {
      // The server's own text for the same refusal (catalogue avatarTooLarge), so both read alike.
      setError(t('avatarTooLarge'));
      return;
    }
    if (!isAcceptableAvatar(chosen.name, await headOf(chosen), chosen.size)) {
      setError(t('userInvalidImageFormat'));
      return;
    }
    setFile(chosen);
  }

  async function upload() {
    if (!file) return;
    setPending(true);
    setError(null);
    try {
      await onUpload(file);
      setFile(null);
    } catch (failure) {
      setError(isApiError(failure) && failure.messages[0] ? failure.messages[0] : t('unknownError'));
    } finally {
      setPending(false);
    }
  }

  return (
    <Group align="flex-start" gap="lg" data-testid="avatar-upload">
      {preview ? (
        <Avatar src={preview} alt={t('avatarPreview')} size="xl" radius={1000} data-testid="avatar-preview" />
      ) : (
        <UserAvatar person={person} size="xl" />
      )}
      <Stack gap="xs" maw={360}>
        <FileInput
          label={t('avatarLabel')}
          description={t('avatarRules', { max: maxMegabytes })}
          placeholder={t('avatarChoose')}
          accept="image/png,image/jpeg"
          value={file}
          onChange={(chosen) => void choose(chosen)}
          error={error}
          clearable
          disabled={disabled || pending}
          data-testid="avatar-input"
        />
        <Group>
          <Button onClick={() => void upload()} disabled={disabled || !file} loading={pending}>
            {t('avatarUpload')}
          </Button>
        </Group>
        {disabled ? (
          <Text size="xs" c="dimmed">
            {t('noPermission')}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );
}

import { Center, Paper, Text } from '@mantine/core';
import type { BuiltInReportName } from '@procura/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNodeRef } from '../../../platform/session/session-context.tsx';
import { thumbnailUrl } from '../api/library-queries.ts';

const size = { w: 160, h: 100 } as const;

/**
 * The report's preview of its first rows (GET /Report/Thumbnail/{name}), loaded only when its card
 * comes near the screen; a picture that cannot be had leaves a plain frame, not a broken image.
 */
export function ReportThumbnail({ name, title }: { name: BuiltInReportName; title: string }) {
  const { t } = useTranslation();
  const node = useNodeRef();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <Paper withBorder w={size.w} h={size.h} bg="gray.0" data-testid={`report-thumbnail-fallback-${name}`}>
        <Center h="100%">
          <Text size="xs" c="dimmed">
            {t('reportLibNoPreview')}
          </Text>
        </Center>
      </Paper>
    );
  }
  return (
    <img
      src={thumbnailUrl(node, name)}
      alt={t('reportLibThumbnailAlt', { title })}
      loading="lazy"
      width={size.w}
      height={size.h}
      style={{ objectFit: 'cover', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
      onError={() => setFailed(true)}
    />
  );
}

import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ExportReady } from '@procura/contract';
import { browser } from '../../../platform/api/browser.ts';
import { i18n } from '../../../platform/i18n/index.ts';
import { completedAllDownloadUrl, type NodeRef } from '../api/exports-queries.ts';

/** Starts a download in the browser (a plain navigation: the answer is an attachment). */
export function startDownload(url: string): void {
  browser.assign(url);
}

/**
 * The exportReady event (001 §7): a persistent notification for the user who asked for the
 * export (others in the agency ignore it); clicking it downloads the file.
 */
export function notifyExportReady(event: ExportReady, node: NodeRef, userId: number): void {
  if (event.userId !== userId) return;
  const url = completedAllDownloadUrl(node, event.exportId);
  const id = `export-${event.exportId}`;
  notifications.show({
    id,
    title: i18n.t('exportsReadyTitle'),
    message: (
      <Text size="sm">
        <Anchor href={url} data-testid="export-ready-link">
          {i18n.t('exportsReadyMessage', { fileName: event.fileName })}
        </Anchor>
      </Text>
    ),
    color: 'green',
    autoClose: false,
    withCloseButton: true,
    style: { cursor: 'pointer' },
    onClick: (click) => {
      // The link downloads on its own; a click elsewhere on the notice does the same.
      if (!(click.target instanceof HTMLAnchorElement)) startDownload(url);
      notifications.hide(id);
    },
  });
}

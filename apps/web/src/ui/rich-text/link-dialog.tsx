import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseLinkUrl } from './link-url.ts';

/**
 * Asks for the address of a link on the selection (or of the link the cursor is in). An empty
 * address removes the link; a scheme the server would strip is refused here, with the reason.
 */
export function LinkDialog({
  editor,
  opened,
  currentHref,
  onClose,
}: {
  editor: Editor;
  opened: boolean;
  currentHref: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('richTextLinkTitle')} centered>
      {/* Remounted on each opening, so the field starts from the link under the cursor. */}
      {opened ? <LinkForm editor={editor} initialHref={currentHref} onClose={onClose} /> : null}
    </Modal>
  );
}

function LinkForm({
  editor,
  initialHref,
  onClose,
}: {
  editor: Editor;
  initialHref: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(initialHref);
  const [refused, setRefused] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    if (typed.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    const href = normaliseLinkUrl(typed);
    if (href === null) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !editor.isActive('link')) {
      // Nothing selected: the address itself becomes the linked text.
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
    onClose();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <TextInput
          label={t('richTextLinkUrl')}
          description={t('richTextLinkDescription')}
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setRefused(false);
          }}
          error={refused ? t('richTextLinkRefused') : undefined}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit">{t('richTextLinkApply')}</Button>
        </Group>
      </Stack>
    </form>
  );
}

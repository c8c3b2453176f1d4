import { Box, Input, Text, Typography } from '@mantine/core';
import type { Node as ProseMirrorNode } from '@tiptap/pm/model';
import { EditorContent, useEditor } from '@tiptap/react';
import { type CSSProperties, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cspNonce } from '../../platform/csp-nonce.ts';
import { editorExtensions } from './extensions.ts';
import classes from './rich-text-editor.module.css';
import { RichTextToolbar, type ToolbarRefusal } from './rich-text-toolbar.tsx';

export type RichTextEditorProps = {
  /** The text as HTML; '' for no text. */
  value: string;
  /** Called with the new HTML on every change: '' when the text is empty (000 §5). */
  onChange: (html: string) => void;
  readOnly?: boolean;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  /** Height of the text area in pixels (000 §9: 300 by default). */
  height?: number;
  'aria-label'?: string;
  onBlur?: () => void;
};

/**
 * Blank paragraphs only: what an emptied editor holds. Not Tiptap's `isEmpty`, which also calls a
 * table of empty cells empty.
 */
function isBlank(doc: ProseMirrorNode): boolean {
  let blank = true;
  doc.forEach((block) => {
    if (block.type.name !== 'paragraph' || block.textContent.trim() !== '') blank = false;
  });
  return blank;
}

/**
 * The shared rich-text editor (Tiptap), controlled by an HTML string. It writes only markup that
 * the server's sanitizer keeps (apps/server/src/modules/content/sanitize.ts), so what is saved is
 * what was seen. An empty text, a lone empty paragraph included, is emitted as '' so that
 * "required" checks see it as empty. Read-only, it shows the text without the toolbar.
 */
export function RichTextEditor({
  value,
  onChange,
  readOnly = false,
  label,
  description,
  error,
  required,
  height = 300,
  'aria-label': ariaLabel,
  onBlur,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [refusal, setRefusal] = useState<ToolbarRefusal | null>(null);
  // The HTML last emitted or loaded: a `value` equal to it is our own echo, not new content.
  const known = useRef(value);
  // Content is only the starting point; later values arrive through setContent below.
  const [initialContent] = useState(value);
  const hasLabel = Boolean(label);
  const hasDescription = Boolean(description);
  const hasError = Boolean(error);

  const editorProps = useMemo(() => {
    const describedBy = [hasDescription && `${id}-description`, hasError && `${id}-error`].filter(Boolean);
    return {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        ...(hasLabel ? { 'aria-labelledby': `${id}-label` } : ariaLabel ? { 'aria-label': ariaLabel } : {}),
        ...(describedBy.length > 0 ? { 'aria-describedby': describedBy.join(' ') } : {}),
        ...(hasError ? { 'aria-invalid': 'true' } : {}),
        ...(readOnly ? { 'aria-readonly': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    };
  }, [id, hasLabel, ariaLabel, hasDescription, hasError, readOnly, required]);

  const editor = useEditor({
    immediatelyRender: false,
    // Tiptap adds its base styles as a <style> element: the page's policy wants the nonce on it.
    injectNonce: cspNonce(),
    extensions: editorExtensions,
    content: initialContent,
    editable: !readOnly,
    editorProps,
    onUpdate: ({ editor: changed }) => {
      const html = isBlank(changed.state.doc) ? '' : changed.getHTML();
      if (html === known.current) return;
      known.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    // New content from outside (a reset, the stored answer): not a change the user made.
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!readOnly, false);
  }, [editor, readOnly]);

  // Always wrapped, so that an error appearing does not remount the editor.
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      labelElement="div"
      labelProps={{ id: `${id}-label`, onClick: () => editor?.commands.focus() }}
      descriptionProps={{ id: `${id}-description` }}
      errorProps={{ id: `${id}-error` }}
    >
      <Box
        className={classes.frame}
        mod={{ error: hasError, 'read-only': readOnly }}
        style={{ '--rich-text-height': `${height}px` } as CSSProperties}
        data-testid="rich-text-editor"
      >
        {editor && !readOnly ? (
          <div className={classes.toolbar}>
            <RichTextToolbar
              editor={editor}
              documentTitle={typeof label === 'string' ? label : (ariaLabel ?? t('richTextDocumentTitle'))}
              onRefusal={setRefusal}
            />
          </div>
        ) : null}
        <Typography className={classes.content}>
          <EditorContent editor={editor} />
        </Typography>
        {refusal ? (
          <Text c="red" size="sm" role="alert" px="sm" pb="xs">
            {t(refusal)}
          </Text>
        ) : null}
      </Box>
    </Input.Wrapper>
  );
}

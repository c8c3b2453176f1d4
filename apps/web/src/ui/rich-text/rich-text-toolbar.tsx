import { FileButton, Toolbar } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImageRefusal, readImageFile } from './image-file.ts';
import { LinkDialog } from './link-dialog.tsx';
import { fontColours, fontFamilies, fontSizes, highlightColours, imageTypes } from './palette.ts';
import { printAsPdf } from './print-pdf.ts';
import { SwatchPicker, ToolButton, ToolMenu } from './toolbar-controls.tsx';

export type ToolbarRefusal = ImageRefusal | 'richTextImageUnreadable';

const headingLevels = [1, 2, 3] as const;
const alignments = ['left', 'center', 'right', 'justify'] as const;
const alignmentLabels = {
  left: 'richTextAlignLeft',
  center: 'richTextAlignCenter',
  right: 'richTextAlignRight',
  justify: 'richTextAlignJustify',
} as const;
const alignmentIcons = {
  left: 'alignLeft',
  center: 'alignCenter',
  right: 'alignRight',
  justify: 'alignJustify',
} as const;

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** What the buttons show, read once per transaction rather than on every render. */
function toolbarState(editor: Editor) {
  const textStyle = editor.getAttributes('textStyle');
  return {
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
    heading: headingLevels.find((level) => editor.isActive('heading', { level })) ?? 0,
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    link: editor.isActive('link'),
    href: stringOrNull(editor.getAttributes('link').href) ?? '',
    colour: stringOrNull(textStyle.color),
    // Browsers may quote names with spaces when they write the style ("Times New Roman").
    fontFamily: stringOrNull(textStyle.fontFamily)?.replace(/["']/g, '') ?? null,
    fontSize: stringOrNull(textStyle.fontSize),
    highlight: editor.isActive('highlight') ? stringOrNull(editor.getAttributes('highlight').color) : null,
    blockquote: editor.isActive('blockquote'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    align: alignments.find((align) => editor.isActive({ textAlign: align })) ?? 'left',
    inTable: editor.isActive('table'),
  };
}

/**
 * The default toolbar, in the order of 000 §9: undo, redo, heading, bold, link, italic, font
 * colour, family and size, highlight, block quote, lists, image, alignment, indent, horizontal
 * line, table, PDF export.
 */
export function RichTextToolbar({
  editor,
  documentTitle,
  onRefusal,
}: {
  editor: Editor;
  documentTitle: string;
  onRefusal: (refusal: ToolbarRefusal | null) => void;
}) {
  const { t } = useTranslation();
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });
  const [linkOpen, setLinkOpen] = useState(false);
  // Cleared after each pick, so that picking the same file again is still a change.
  const resetImagePicker = useRef<() => void>(null);
  const chain = () => editor.chain().focus();

  const insertImage = async (file: File | null) => {
    if (!file) return;
    resetImagePicker.current?.();
    try {
      const read = await readImageFile(file);
      if ('refusal' in read) return onRefusal(read.refusal);
      onRefusal(null);
      chain().setImage({ src: read.dataUrl, alt: file.name }).run();
    } catch {
      onRefusal('richTextImageUnreadable');
    }
  };

  return (
    <>
      <Toolbar aria-label={t('richTextToolbar')} size="sm" withBorder={false} data-testid="rich-text-toolbar">
        <ToolButton
          label={t('richTextUndo')}
          icon="undo"
          disabled={!state.canUndo}
          onClick={() => chain().undo().run()}
        />
        <ToolButton
          label={t('richTextRedo')}
          icon="redo"
          disabled={!state.canRedo}
          onClick={() => chain().redo().run()}
        />
        <Toolbar.Divider />
        <ToolMenu
          label={t('richTextHeading')}
          icon="heading"
          active={state.heading > 0}
          choices={[
            {
              key: 'paragraph',
              label: t('richTextParagraph'),
              active: state.heading === 0,
              onClick: () => chain().setParagraph().run(),
            },
            ...headingLevels.map((level) => ({
              key: `h${level}`,
              label: t(`richTextHeading${level}`),
              active: state.heading === level,
              onClick: () => chain().setHeading({ level }).run(),
            })),
          ]}
        />
        <ToolButton
          label={t('richTextBold')}
          icon="bold"
          active={state.bold}
          onClick={() => chain().toggleBold().run()}
        />
        <ToolButton
          label={t('richTextLink')}
          icon="link"
          active={state.link}
          onClick={() => setLinkOpen(true)}
        />
        <ToolButton
          label={t('richTextItalic')}
          icon="italic"
          active={state.italic}
          onClick={() => chain().toggleItalic().run()}
        />
        <Toolbar.Divider />
        <SwatchPicker
          label={t('richTextFontColour')}
          icon="fontColour"
          colours={fontColours}
          current={state.colour}
          clearLabel={t('richTextDefaultColour')}
          onPick={(colour) => chain().setColor(colour).run()}
          onClear={() => chain().unsetColor().run()}
        />
        <ToolMenu
          label={t('richTextFontFamily')}
          icon="fontFamily"
          active={state.fontFamily !== null}
          choices={[
            {
              key: 'default',
              label: t('richTextDefaultFont'),
              active: state.fontFamily === null,
              onClick: () => chain().unsetFontFamily().run(),
            },
            ...fontFamilies.map((family) => ({
              key: family.value,
              label: family.label,
              active: state.fontFamily === family.value,
              onClick: () => chain().setFontFamily(family.value).run(),
            })),
          ]}
        />
        <ToolMenu
          label={t('richTextFontSize')}
          icon="fontSize"
          active={state.fontSize !== null}
          choices={[
            {
              key: 'default',
              label: t('richTextDefaultSize'),
              active: state.fontSize === null,
              onClick: () => chain().unsetFontSize().run(),
            },
            ...fontSizes.map((size) => ({
              key: size,
              label: size,
              active: state.fontSize === size,
              onClick: () => chain().setFontSize(size).run(),
            })),
          ]}
        />
        <SwatchPicker
          label={t('richTextHighlight')}
          icon="highlight"
          colours={highlightColours}
          current={state.highlight}
          clearLabel={t('richTextNoHighlight')}
          onPick={(color) => chain().setHighlight({ color }).run()}
          onClear={() => chain().unsetHighlight().run()}
        />
        <Toolbar.Divider />
        <ToolButton
          label={t('richTextBlockquote')}
          icon="blockquote"
          active={state.blockquote}
          onClick={() => chain().toggleBlockquote().run()}
        />
        <ToolButton
          label={t('richTextBulletList')}
          icon="bulletList"
          active={state.bulletList}
          onClick={() => chain().toggleBulletList().run()}
        />
        <ToolButton
          label={t('richTextOrderedList')}
          icon="orderedList"
          active={state.orderedList}
          onClick={() => chain().toggleOrderedList().run()}
        />
        <FileButton
          onChange={(file) => void insertImage(file)}
          accept={imageTypes.join(',')}
          resetRef={resetImagePicker}
        >
          {(props) => <ToolButton label={t('richTextImage')} icon="image" {...props} />}
        </FileButton>
        <ToolMenu
          label={t('richTextAlignment')}
          icon={alignmentIcons[state.align]}
          active={state.align !== 'left'}
          choices={alignments.map((align) => ({
            key: align,
            label: t(alignmentLabels[align]),
            active: state.align === align,
            onClick: () => chain().setTextAlign(align).run(),
          }))}
        />
        <ToolButton label={t('richTextOutdent')} icon="outdent" onClick={() => chain().outdent().run()} />
        <ToolButton label={t('richTextIndent')} icon="indent" onClick={() => chain().indent().run()} />
        <ToolButton
          label={t('richTextHorizontalRule')}
          icon="horizontalRule"
          onClick={() => chain().setHorizontalRule().run()}
        />
        <ToolMenu
          label={t('richTextTable')}
          icon="table"
          active={state.inTable}
          choices={[
            {
              key: 'insert',
              label: t('richTextInsertTable'),
              disabled: state.inTable,
              onClick: () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run(),
            },
            ...(
              [
                ['addRowBefore', 'richTextAddRowBefore'],
                ['addRowAfter', 'richTextAddRowAfter'],
                ['addColumnBefore', 'richTextAddColumnBefore'],
                ['addColumnAfter', 'richTextAddColumnAfter'],
                ['deleteRow', 'richTextDeleteRow'],
                ['deleteColumn', 'richTextDeleteColumn'],
                ['deleteTable', 'richTextDeleteTable'],
              ] as const
            ).map(([command, label]) => ({
              key: command,
              label: t(label),
              disabled: !state.inTable,
              onClick: () => chain()[command]().run(),
            })),
          ]}
        />
        <Toolbar.Divider />
        <ToolButton
          label={t('richTextExportPdf')}
          icon="pdf"
          onClick={() => printAsPdf(editor.getHTML(), documentTitle)}
        />
      </Toolbar>
      <LinkDialog
        editor={editor}
        opened={linkOpen}
        currentHref={state.href}
        onClose={() => setLinkOpen(false)}
      />
    </>
  );
}

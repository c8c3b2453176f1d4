import { Center, Input, Loader } from '@mantine/core';
import { lazyPage } from '../lazy-page.tsx';
import classes from './rich-text-editor.module.css';
import type { RichTextEditorProps } from './rich-text-editor.tsx';

/** Holds the editor's place (label, frame, height) while its code loads, so the page does not jump. */
function EditorPlaceholder({ label, description, height = 300 }: RichTextEditorProps) {
  return (
    <Input.Wrapper label={label} description={description} labelElement="div">
      <Center className={classes.frame} h={height} data-testid="rich-text-loading">
        <Loader size="sm" />
      </Center>
    </Input.Wrapper>
  );
}

/**
 * The rich-text editor of rich-text-editor.tsx, loaded as its own chunk on first use: Tiptap and
 * ProseMirror weigh more than the pages that show them (decision 210).
 */
export const RichTextEditor = lazyPage(() => import('./rich-text-editor.tsx').then((m) => m.RichTextEditor), {
  placeholder: EditorPlaceholder,
});

import { Highlight } from '@tiptap/extension-highlight';
import { Image } from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { TextAlign } from '@tiptap/extension-text-align';
import { Color, FontFamily, FontSize, TextStyle } from '@tiptap/extension-text-style';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedImageUrl } from './image-url.ts';
import { Indent } from './indent.ts';
import { isAllowedLinkUrl } from './link-url.ts';

/**
 * What the editor can write. Only what the toolbar offers, so that everything typed, pasted or
 * loaded maps onto markup the server's sanitizer keeps: code blocks, for one, are off, and pasted
 * ones become paragraphs.
 */
export const editorExtensions = [
  StarterKit.configure({
    heading: { levels: [1, 2, 3] },
    code: false,
    codeBlock: false,
    link: {
      openOnClick: false,
      defaultProtocol: 'https',
      isAllowedUri: (url) => isAllowedLinkUrl(url),
    },
  }),
  TextStyle,
  Color,
  FontFamily,
  FontSize,
  Highlight.configure({ multicolor: true }),
  TextAlign.configure({ types: ['heading', 'paragraph'] }),
  // Loaded images keep only the sources the sanitizer keeps: the renderer is the second wall.
  Image.extend({
    parseHTML() {
      return [
        { tag: 'img[src]', getAttrs: (img) => (isAllowedImageUrl(img.getAttribute('src')) ? null : false) },
      ];
    },
  }).configure({ allowBase64: true }),
  Table.configure({ resizable: false }),
  TableRow,
  TableHeader,
  TableCell,
  Indent,
];

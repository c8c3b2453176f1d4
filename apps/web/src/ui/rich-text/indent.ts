import { type CommandProps, Extension } from '@tiptap/core';
import { indentStepPx, maxIndentLevel } from './palette.ts';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    indent: {
      /** Nests the list item, or moves paragraphs and headings one step right. */
      indent: () => ReturnType;
      /** Un-nests the list item, or moves paragraphs and headings one step left. */
      outdent: () => ReturnType;
    };
  }
}

const indentedTypes = ['paragraph', 'heading'];

function levelOf(marginLeft: string): number {
  const px = /^(\d+(?:\.\d+)?)px$/.exec(marginLeft.trim())?.[1];
  if (px === undefined) return 0;
  return Math.min(maxIndentLevel, Math.max(0, Math.round(Number(px) / indentStepPx)));
}

function shiftIndent(delta: number) {
  return ({ state, tr, dispatch }: CommandProps): boolean => {
    const { from, to } = state.selection;
    let changed = false;
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (!indentedTypes.includes(node.type.name)) return true;
      const current = Number(node.attrs.indent) || 0;
      const level = Math.min(maxIndentLevel, Math.max(0, current + delta));
      if (level !== current) {
        tr.setNodeMarkup(pos, undefined, { ...node.attrs, indent: level });
        changed = true;
      }
      return false;
    });
    if (changed && dispatch) dispatch(tr);
    return changed;
  };
}

/**
 * Indent for text outside lists, as a left margin in fixed steps (the server keeps only a
 * pixel margin-left on paragraphs and headings). Inside a list, indenting nests the item instead.
 * Tab is left alone outside lists so that keyboard users can still leave the editor.
 */
export const Indent = Extension.create({
  name: 'indent',

  addGlobalAttributes() {
    return [
      {
        types: indentedTypes,
        attributes: {
          indent: {
            default: 0,
            parseHTML: (element: HTMLElement) => levelOf(element.style.marginLeft),
            renderHTML: (attributes: Record<string, unknown>) => {
              const level = Number(attributes.indent) || 0;
              return level > 0 ? { style: `margin-left: ${level * indentStepPx}px` } : {};
            },
          },
        },
      },
    ];
  },

  addCommands() {
    return {
      indent: () => (props) =>
        props.editor.isActive('listItem') ? props.commands.sinkListItem('listItem') : shiftIndent(1)(props),
      outdent: () => (props) =>
        props.editor.isActive('listItem') ? props.commands.liftListItem('listItem') : shiftIndent(-1)(props),
    };
  },
});

import type { ReactNode } from 'react';

/**
 * Line icons of the editor's toolbar, drawn inline as the shell's are (ui/icons.tsx). Decorative:
 * every toolbar button carries its name as aria-label and tooltip.
 */
const shapes = {
  undo: (
    <>
      <path d="M8 5 3 10l5 5" />
      <path d="M3 10h11a6 6 0 0 1 0 12h-3" />
    </>
  ),
  redo: (
    <>
      <path d="m16 5 5 5-5 5" />
      <path d="M21 10H10a6 6 0 0 0 0 12h3" />
    </>
  ),
  heading: <path d="M6 4v16M18 4v16M6 12h12" />,
  bold: <path d="M7 4h6a4 4 0 0 1 0 8H7zM7 12h7a4 4 0 0 1 0 8H7z" />,
  link: (
    <>
      <path d="M10 14a4.5 4.5 0 0 0 6.4 0l3-3a4.5 4.5 0 0 0-6.4-6.4l-1 1" />
      <path d="M14 10a4.5 4.5 0 0 0-6.4 0l-3 3a4.5 4.5 0 0 0 6.4 6.4l1-1" />
    </>
  ),
  italic: <path d="M10 4h8M6 20h8M15 4 9 20" />,
  fontColour: (
    <>
      <path d="m6 16 6-13 6 13M8.3 11h7.4" />
      <path d="M4 21h16" strokeWidth={3} />
    </>
  ),
  fontFamily: <path d="M5 20V4h10M5 12h8M15 20l3.5-9 3.5 9M16.2 17h4.6" />,
  fontSize: <path d="M3 7V5h10v2M8 5v14M6 19h4M14 12v-1h7v1M17.5 11v8M16 19h3" />,
  highlight: (
    <>
      <path d="m9 11-5 5v3h3l5-5" />
      <path d="m9 11 6-7 5 5-7 6z" />
      <path d="M3 22h18" />
    </>
  ),
  blockquote: (
    <>
      <path d="M4 11h5v6H4zM4 11c0-3 1-5 4-6" />
      <path d="M14 11h5v6h-5zM14 11c0-3 1-5 4-6" />
    </>
  ),
  bulletList: (
    <>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </>
  ),
  orderedList: (
    <path d="M10 6h10M10 12h10M10 18h10M4 4h1v5M3.5 9h3M3.5 14.5c.3-1 2.8-1 2.8.5 0 1-2.8 2-2.8 4H6.5" />
  ),
  image: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="m21 16-5-5-11 9" />
    </>
  ),
  alignLeft: <path d="M4 6h16M4 10h10M4 14h16M4 18h10" />,
  alignCenter: <path d="M4 6h16M7 10h10M4 14h16M7 18h10" />,
  alignRight: <path d="M4 6h16M10 10h10M4 14h16M10 18h10" />,
  alignJustify: <path d="M4 6h16M4 10h16M4 14h16M4 18h16" />,
  outdent: <path d="M11 6h9M11 12h9M4 18h16M8 9l-3 3 3 3" />,
  indent: <path d="M11 6h9M11 12h9M4 18h16M4 9l3 3-3 3" />,
  horizontalRule: <path d="M3 12h18M6 6h12M6 18h12" />,
  table: (
    <>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <path d="M3 9.5h18M3 15h18M9 4v16M15 4v16" />
    </>
  ),
  pdf: (
    <>
      <path d="M7 8V3h10v5" />
      <rect x="3" y="8" width="18" height="8" rx="2" />
      <path d="M7 13h10v8H7z" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export type EditorIconName = keyof typeof shapes;

export function EditorIcon({ name, size = 18 }: { name: EditorIconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {shapes[name]}
    </svg>
  );
}

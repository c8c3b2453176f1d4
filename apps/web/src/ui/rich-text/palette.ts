/**
 * The editor's fixed choices (000 §3: five highlight colours and fifteen font colours). Colours are
 * hex codes because the server keeps only hex (or rgb) colours in rich text; families and sizes
 * stay within what the server's sanitizer allows (letters, spaces, commas and hyphens; 1-2 digit
 * px sizes). `key` names the interface text of each choice.
 */
export const fontColours = [
  { key: 'colourBlack', value: '#000000' },
  { key: 'colourDarkGrey', value: '#495057' },
  { key: 'colourGrey', value: '#868e96' },
  { key: 'colourDarkRed', value: '#a61e4d' },
  { key: 'colourRed', value: '#e03131' },
  { key: 'colourOrange', value: '#e8590c' },
  { key: 'colourBrown', value: '#8b5a2b' },
  { key: 'colourOlive', value: '#5c940d' },
  { key: 'colourGreen', value: '#2f9e44' },
  { key: 'colourTeal', value: '#0c8599' },
  { key: 'colourBlue', value: '#1971c2' },
  { key: 'colourNavy', value: '#1c3d6e' },
  { key: 'colourIndigo', value: '#3b5bdb' },
  { key: 'colourViolet', value: '#7048e8' },
  { key: 'colourPink', value: '#c2255c' },
] as const;

export const highlightColours = [
  { key: 'colourYellow', value: '#ffec99' },
  { key: 'colourLightGreen', value: '#b2f2bb' },
  { key: 'colourLightBlue', value: '#a5d8ff' },
  { key: 'colourLightPink', value: '#fcc2d7' },
  { key: 'colourLightOrange', value: '#ffd8a8' },
] as const;

/** Stacks end with a generic family, so a reader without the first font still gets a like one. */
export const fontFamilies = [
  { label: 'Arial', value: 'Arial, Helvetica, sans-serif' },
  { label: 'Georgia', value: 'Georgia, serif' },
  { label: 'Times New Roman', value: 'Times New Roman, Times, serif' },
  { label: 'Courier New', value: 'Courier New, Courier, monospace' },
  { label: 'Verdana', value: 'Verdana, Geneva, sans-serif' },
] as const;

export const fontSizes = ['10px', '12px', '14px', '16px', '18px', '24px', '32px'] as const;

/** Each indent step of a paragraph or heading, as a left margin. */
export const indentStepPx = 40;
export const maxIndentLevel = 6;

/**
 * Pictures are embedded in the text as data URLs (000 §5), a third larger than the file: 256 KB
 * keeps one picture well inside the 500,000 characters a template or section text may hold.
 */
export const maxImageBytes = 256 * 1024;
export const imageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Link schemes the server keeps (apps/server/src/modules/content/sanitize.ts). */
export const linkSchemes = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel'] as const;

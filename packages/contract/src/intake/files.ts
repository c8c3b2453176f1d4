/**
 * The documents a requester may attach (000 §3: Word, Excel, PDF, JPEG, PNG). A file is judged by
 * its content, not its name: its first bytes must be those of a format its extension names, so a
 * script renamed to .pdf is refused (issue 24 §1).
 */

export const intakeFileRules = {
  /** Per file: a scanned drawing fits; a video does not. */
  maxBytes: 25 * 1024 * 1024,
  /** The bytes read to recognise a format. */
  headBytes: 8,
} as const;

export type IntakeFormat = 'Word' | 'Excel' | 'PDF' | 'JPEG' | 'PNG';

type Signature = 'pdf' | 'jpeg' | 'png' | 'zip' | 'ole';

/** Each extension with its format and the signature its content must start with. */
export const intakeExtensions: Record<string, { format: IntakeFormat; signature: Signature }> = {
  doc: { format: 'Word', signature: 'ole' },
  docx: { format: 'Word', signature: 'zip' },
  xls: { format: 'Excel', signature: 'ole' },
  xlsx: { format: 'Excel', signature: 'zip' },
  pdf: { format: 'PDF', signature: 'pdf' },
  jpg: { format: 'JPEG', signature: 'jpeg' },
  jpeg: { format: 'JPEG', signature: 'jpeg' },
  png: { format: 'PNG', signature: 'png' },
};

/** The accept attribute of the form's file input. */
export const intakeAccept = Object.keys(intakeExtensions)
  .map((extension) => `.${extension}`)
  .join(',');

const signatures: Record<Signature, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d],
  jpeg: [0xff, 0xd8, 0xff],
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  zip: [0x50, 0x4b, 0x03, 0x04],
  ole: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1],
};

export function intakeExtensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** Whether the name's extension is one of the allowed formats (the form checks before sending). */
export function isIntakeFileName(fileName: string): boolean {
  return intakeExtensionOf(fileName) in intakeExtensions;
}

/**
 * The format of a file whose first bytes are `head`, or null when its name is not an allowed
 * format or its content is not what the name says.
 */
export function intakeFormatOf(fileName: string, head: Uint8Array): IntakeFormat | null {
  const kind = intakeExtensions[intakeExtensionOf(fileName)];
  if (!kind) return null;
  const expected = signatures[kind.signature];
  if (head.length < expected.length) return null;
  return expected.every((byte, index) => head[index] === byte) ? kind.format : null;
}

/** Avatars: jpg, jpeg or png, at most 2 MB, judged by the file's content as well as its name. */
export const avatarRule = { maxBytes: 2 * 1024 * 1024, extensions: ['jpg', 'jpeg', 'png'] as const } as const;

export type ImageType = 'jpeg' | 'png';

/** The image type the first bytes announce (JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A), or null. */
export function detectImageType(head: Uint8Array): ImageType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'png';
  return null;
}

/** Whether a file name has an allowed avatar extension, and it agrees with the detected content. */
export function isAcceptableAvatar(fileName: string, head: Uint8Array, size: number): boolean {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (!(avatarRule.extensions as readonly string[]).includes(extension)) return false;
  if (size <= 0 || size > avatarRule.maxBytes) return false;
  const type = detectImageType(head);
  return type === 'png' ? extension === 'png' : type === 'jpeg' ? extension !== 'png' : false;
}

import { imageTypes, maxImageBytes } from './palette.ts';

export type ImageRefusal = 'richTextImageNotImage' | 'richTextImageTooLarge';

/**
 * A picked picture as a data URL, since editor images are embedded in the text (000 §5), or why it
 * is refused. The size is checked before reading, so a large file is never loaded into memory.
 */
export async function readImageFile(file: File): Promise<{ dataUrl: string } | { refusal: ImageRefusal }> {
  if (!(imageTypes as readonly string[]).includes(file.type)) return { refusal: 'richTextImageNotImage' };
  if (file.size > maxImageBytes) return { refusal: 'richTextImageTooLarge' };
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
  return { dataUrl };
}

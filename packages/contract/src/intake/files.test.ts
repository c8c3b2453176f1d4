import { describe, expect, it } from 'vitest';
import { intakeAccept, intakeFormatOf, isIntakeFileName } from './files.ts';

const bytes = (...values: number[]) => Uint8Array.from([...values, 0, 0, 0, 0, 0, 0, 0, 0]);
const pdf = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37);
const png = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const jpeg = bytes(0xff, 0xd8, 0xff, 0xe0);
const zip = bytes(0x50, 0x4b, 0x03, 0x04);
const ole = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);

describe('intake documents: Word, Excel, PDF, JPEG, PNG by content (000 §3)', () => {
  it('recognises each allowed format when its content matches its name', () => {
    expect(intakeFormatOf('scope.pdf', pdf)).toBe('PDF');
    expect(intakeFormatOf('site.PNG', png)).toBe('PNG');
    expect(intakeFormatOf('photo.jpg', jpeg)).toBe('JPEG');
    expect(intakeFormatOf('photo.jpeg', jpeg)).toBe('JPEG');
    expect(intakeFormatOf('spec.docx', zip)).toBe('Word');
    expect(intakeFormatOf('spec.doc', ole)).toBe('Word');
    expect(intakeFormatOf('prices.xlsx', zip)).toBe('Excel');
    expect(intakeFormatOf('prices.xls', ole)).toBe('Excel');
  });

  it('refuses content that is not what the name says', () => {
    expect(intakeFormatOf('scope.pdf', png)).toBeNull();
    expect(
      intakeFormatOf('script.pdf', Uint8Array.from([0x23, 0x21, 0x2f, 0x62, 0x69, 0x6e, 0x2f, 0x73, 0x68])),
    ).toBeNull();
    expect(intakeFormatOf('spec.docx', ole)).toBeNull();
    expect(intakeFormatOf('tiny.pdf', Uint8Array.from([0x25, 0x50]))).toBeNull();
  });

  it('refuses names outside the list, whatever the content', () => {
    expect(intakeFormatOf('archive.zip', zip)).toBeNull();
    expect(intakeFormatOf('page.html', pdf)).toBeNull();
    expect(intakeFormatOf('noextension', pdf)).toBeNull();
    expect(isIntakeFileName('a.pdf.exe')).toBe(false);
    expect(isIntakeFileName('Plan.PDF')).toBe(true);
  });

  it('offers the same list to the file picker', () => {
    expect(intakeAccept.split(',')).toEqual([
      '.doc',
      '.docx',
      '.xls',
      '.xlsx',
      '.pdf',
      '.jpg',
      '.jpeg',
      '.png',
    ]);
  });
});

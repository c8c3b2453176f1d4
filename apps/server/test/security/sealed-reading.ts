import ExcelJS from 'exceljs';
import { pdfStrings } from '../pdf.ts';
import { readZip } from '../zip-reader.ts';

/**
 * Everything an answer tells its reader, as text: the headers, the body as sent, and what a
 * spreadsheet, PDF or zip (each entry's name, then its own text) holds once opened. A secret that
 * appears anywhere in it has been answered.
 */

const xlsxType = 'spreadsheetml';

async function workbookText(bytes: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const texts: string[] = [];
  workbook.eachSheet((sheet) => {
    texts.push(sheet.name);
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        texts.push(typeof cell.value === 'object' ? JSON.stringify(cell.value) : String(cell.value));
      });
    });
  });
  return texts.join('\n');
}

/** The text of one file, opened by its kind (content type, else the name's extension). */
async function fileText(bytes: Buffer, kind: string): Promise<string> {
  const texts = [bytes.toString('utf8')];
  try {
    if (kind.includes(xlsxType) || kind.endsWith('.xlsx')) texts.push(await workbookText(bytes));
    else if (kind.includes('pdf')) texts.push(pdfStrings(bytes).join('\n'));
    else if (kind.includes('zip')) {
      for (const [name, entry] of readZip(bytes)) texts.push(name, await fileText(entry, name.toLowerCase()));
    }
  } catch (error) {
    // A file the reader cannot open is itself a finding: the probe could not look inside.
    texts.push(`UNREADABLE ${kind}: ${(error as Error).message}`);
  }
  return texts.join('\n');
}

/** The whole of an injected answer as text. */
export async function answerText(response: {
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}): Promise<string> {
  const kind = String(response.headers['content-type'] ?? '').toLowerCase();
  return `${JSON.stringify(response.headers)}\n${await fileText(response.rawPayload, kind)}`;
}

import type { Consensus } from '@procura/contract';
import { newWorkbook, workbookBytes } from '../exports/index.ts';

/**
 * The consensus as an xlsx file (issue 8 §1): one row per supplier in rank order, a column per
 * criterion with its worth, the total and the rank; a disqualified supplier is listed, unranked.
 */
export async function consensusWorkbook(
  consensus: Consensus,
  project: { name: string; number: string },
): Promise<Buffer> {
  const workbook = newWorkbook();
  const sheet = workbook.addWorksheet('Consensus');
  sheet.addRow(['Evaluation consensus']).font = { bold: true, size: 14 };
  sheet.addRow(['Project', project.number ? `${project.number} - ${project.name}` : project.name]);
  sheet.addRow(['Status', consensus.status]);
  sheet.addRow([]);
  const head = sheet.addRow([
    'Rank',
    'Supplier',
    ...consensus.criteria.map((c) => `${c.name} (${c.worth})`),
    'Total',
    'Price total',
  ]);
  head.font = { bold: true };
  for (const row of consensus.rows) {
    sheet.addRow([
      row.rank ?? (row.disqualified ? 'Disqualified' : ''),
      row.companyName,
      ...row.scores.map((s) => s.score ?? ''),
      row.total,
      row.priceTotal ?? '',
    ]);
  }
  sheet.getColumn(2).width = 36;
  return workbookBytes(workbook);
}

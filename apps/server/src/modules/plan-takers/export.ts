import { formatZoned, type Language, planTakerExportLineCap, translate } from '@procura/contract';
import ExcelJS from 'exceljs';
import { byActor, recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { findAgency } from '../invitations/index.ts';
import { findTenderById } from '../projects/index.ts';
import { findExportLines } from './queries.ts';

const headers = {
  en: [
    'Company',
    'Contact',
    'Email',
    'Phone',
    'Registered',
    'Added by the buyer',
    'Downloaded file',
    'Downloaded',
  ],
  fr: [
    'Entreprise',
    'Contact',
    'Courriel',
    'Téléphone',
    'Inscription',
    "Ajoutée par l'acheteur",
    'Fichier téléchargé',
    'Téléchargement',
  ],
};

/**
 * GET /plantakers/Export: the Registered Suppliers download, a line per download of each plan
 * taker (one line for a company with none), at most 10,000 lines (000 §9); when there are more, the
 * last line and `truncated` say so with the spec's message (reportSupplierDocumentLimit).
 */
export async function exportPlanTakers(
  ctx: AppContext,
  actor: Actor,
  tenderId: number,
  language: Language,
  cap = planTakerExportLineCap,
): Promise<{ workbook: Buffer; fileName: string; truncated: boolean }> {
  const { lines, project, timezone } = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { project } = await findTenderById(tx, actor, tenderId);
    const agency = await findAgency(tx, actor.customerId);
    const lines = await findExportLines(tx, actor.customerId, tenderId, cap);
    await recordAudit(tx, ctx.clock, {
      ...byActor(actor),
      action: 'planTaker.exported',
      entityType: 'tender',
      entityId: tenderId,
      after: { lines: Math.min(lines.length, cap) },
      projectId: project.id,
    });
    return { lines, project, timezone: agency?.timezone ?? 'UTC' };
  });
  const truncated = lines.length > cap;
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Procura';
  const sheet = workbook.addWorksheet(language === 'fr' ? 'Fournisseurs inscrits' : 'Registered Suppliers');
  sheet.addRow(headers[language]).font = { bold: true };
  sheet.columns.forEach((column, i) => {
    column.width = [32, 24, 30, 16, 34, 12, 40, 34][i] ?? 20;
  });
  const yes = language === 'fr' ? 'Oui' : 'Yes';
  for (const line of lines.slice(0, cap)) {
    const file =
      line.documentName ??
      (line.addendumName === null ? '' : `Addendum ${line.addendumNumber}: ${line.addendumName}`);
    sheet.addRow([
      line.companyName,
      line.contactName,
      line.email,
      line.phone,
      formatZoned(line.registeredAt, timezone),
      line.addedById === null ? '' : yes,
      file,
      line.downloadedAt ? formatZoned(line.downloadedAt, timezone) : '',
    ]);
  }
  if (truncated) sheet.addRow([translate('reportSupplierDocumentLimit', language)]).font = { italic: true };
  const safeNumber = (project.number || String(project.id)).replace(/[^\w.-]+/g, '_');
  return {
    workbook: Buffer.from(await workbook.xlsx.writeBuffer()),
    fileName: `Registered Suppliers - ${safeNumber}.xlsx`,
    truncated,
  };
}

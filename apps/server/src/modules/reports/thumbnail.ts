import type { BuiltInReport, Language } from '@procura/contract';
import type { Clock } from '../../platform/clock.ts';
import type { AppContext } from '../../platform/context.ts';
import { type Actor, inTenant } from '../../platform/tenancy.ts';
import { builtInReportRows } from './built-in-rows.ts';
import { dollarFormat, reportCell } from './cells.ts';
import { reportSettingAt } from './scope.ts';

/**
 * GET /Report/Thumbnail/{name} (issue 26 §1; 001 §9): a small picture of the report as the node
 * would download it now, its header and first rows, for the library's cards. It is drawn from the
 * report's own rows and columns, so it shows nothing the report would not (NoBidResponses and
 * SummaryStatistics included); a node's picture is kept five minutes, as 001 §9 says.
 */

export const thumbnailRows = 5;
export const thumbnailColumns = 4;
/** 001 §9: a report's thumbnail is made at most once in five minutes per node. */
export const thumbnailLifetimeMs = 5 * 60 * 1000;

/** Enough for every node of the agencies one process serves; past it the oldest picture goes. */
const defaultMaxEntries = 2000;

/** Pictures by key for a while, read against the app's clock (tests move it; nothing else does). */
export class ThumbnailCache {
  private readonly entries = new Map<string, { svg: string; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly lifetimeMs = thumbnailLifetimeMs,
    private readonly maxEntries = defaultMaxEntries,
  ) {}

  /** The picture kept under `key`, unless its time is over. */
  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.clock.now().getTime() >= entry.expiresAt) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.svg;
  }

  set(key: string, svg: string): void {
    const now = this.clock.now().getTime();
    this.entries.delete(key);
    for (const [old, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(old);
    }
    // A Map keeps insertion order: the first key is the oldest picture.
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(key, { svg, expiresAt: now + this.lifetimeMs });
  }

  get size(): number {
    return this.entries.size;
  }
}

const cellWidth = 132;
const rowHeight = 22;
const fontSize = 11;
/** Characters a cell shows before it is cut: what 132 pixels hold at 11 pixels. */
const cellCharacters = 20;

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/**
 * Text safe inside an XML element or attribute. Control characters XML 1.0 forbids are dropped, so
 * no cell can make the picture unreadable.
 */
export function escapeXml(text: string): string {
  return Array.from(text)
    .filter((c) => xmlAllows(c.codePointAt(0) ?? 0))
    .join('')
    .replace(/[&<>"']/g, (c) => xmlEscapes[c] ?? c);
}

/** XML 1.0's Char: tab, line breaks and the printable planes, without U+FFFE and U+FFFF. */
const xmlAllows = (code: number) =>
  code === 0x09 || code === 0x0a || code === 0x0d || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);

/** At most `limit` characters, a long text cut with an ellipsis (whole code points, never half). */
export function cutText(text: string, limit = cellCharacters): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const points = Array.from(flat);
  return points.length <= limit ? flat : `${points.slice(0, limit - 1).join('')}…`;
}

/**
 * An SVG table: the header row shaded and bold, then the rows, each cell cut to its width. The
 * title is the picture's accessible name.
 */
export function thumbnailSvg(title: string, header: readonly string[], rows: readonly string[][]): string {
  const columns = Math.max(header.length, 1);
  const width = columns * cellWidth;
  const height = (rows.length + 1) * rowHeight;
  const text = (value: string, column: number, row: number, bold: boolean) =>
    `<text x="${column * cellWidth + 6}" y="${row * rowHeight + 15}"${bold ? ' font-weight="bold"' : ''}>${escapeXml(cutText(value))}</text>`;
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" font-family="Arial, Helvetica, sans-serif" font-size="${fontSize}" fill="#212529">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<rect width="${width}" height="${rowHeight}" fill="#e9ecef"/>`,
    ...rows.map((_, index) =>
      index % 2 === 1
        ? `<rect y="${(index + 1) * rowHeight}" width="${width}" height="${rowHeight}" fill="#f8f9fa"/>`
        : '',
    ),
    ...header.map((label, column) => text(label, column, 0, true)),
    ...rows.flatMap((cells, row) => cells.map((cell, column) => text(cell, column, row + 1, false))),
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" fill="none" stroke="#ced4da"/>`,
    '</svg>',
  ];
  return lines.filter((line) => line !== '').join('');
}

/** A cell as the picture shows it: money with its cents and the language's separators. */
function cellText(cell: ReturnType<typeof reportCell>, language: Language): string {
  if (cell.value === null) return '';
  if (typeof cell.value === 'string') return cell.value;
  if (cell.numFmt === dollarFormat) {
    return new Intl.NumberFormat(language === 'fr' ? 'fr-CA' : 'en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(cell.value);
  }
  return String(cell.value);
}

/** The cache's key: one picture per agency, node and report, whoever of the node asks. */
export const thumbnailKey = (actor: Pick<Actor, 'customerId' | 'nodeId'>, name: BuiltInReport['name']) =>
  `${actor.customerId}:${actor.nodeId}:${name}`;

/**
 * The report's thumbnail for the caller's node (the route checked the report is offered to them):
 * kept, or drawn from its first rows and columns as the agency reads them today.
 */
export async function reportThumbnail(
  ctx: AppContext,
  cache: ThumbnailCache,
  actor: Actor,
  report: BuiltInReport,
): Promise<string> {
  const key = thumbnailKey(actor, report.name);
  const kept = cache.get(key);
  if (kept !== undefined) return kept;
  const svg = await inTenant(ctx.db, actor.customerId, async (tx) => {
    const { scope, language } = await reportSettingAt(tx, actor.customerId, actor.nodeId, ctx.clock.now());
    const columns = report.columns.slice(0, thumbnailColumns);
    const rows: string[][] = [];
    for await (const row of builtInReportRows[report.name](tx, scope, { pageSize: thumbnailRows })) {
      rows.push(
        columns.map((column) =>
          cellText(reportCell(column.type, row[column.key] ?? null, scope.timeZone), language),
        ),
      );
      if (rows.length === thumbnailRows) break;
    }
    return thumbnailSvg(
      report.title[language],
      columns.map((column) => column.label[language]),
      rows,
    );
  });
  cache.set(key, svg);
  return svg;
}

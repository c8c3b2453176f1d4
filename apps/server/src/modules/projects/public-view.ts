import {
  classificationLabels,
  formatZoned,
  type Project,
  portalPath,
  procurementMethodLabels,
  projectStatusLabels,
} from '@procura/contract';
import type { AppContext } from '../../platform/context.ts';
import { asSystem, inTenant, type Tx } from '../../platform/tenancy.ts';
import { projectAnswer } from './answer.ts';
import { findProject, projectNotFound } from './lookup.ts';
import type { Viewer } from './presenters.ts';
import { findAgencyDomain, findAgencyHeading, findPublicState, findUserName } from './queries.ts';

/** Statuses in which the public may see an opportunity. */
const publicStatuses = ['Open', 'Planned', 'Upcoming', 'Unofficial_Results', 'Closed', 'Awarded'];

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/**
 * The public view of an opportunity as a self-contained HTML page: what suppliers see, honouring
 * the source's show and hide flags, every time shown with the agency's zone. The staff Preview,
 * the HTML link and the WebDemo link all render this one page.
 */
function renderOpportunity(
  project: Project,
  agency: { name: string; timezone: string },
  lead: string | null,
) {
  const tender = project.tenders[0];
  const when = (value: string | null | undefined) =>
    value ? escapeHtml(formatZoned(new Date(value), agency.timezone)) : 'N/A';
  const rows: [string, string][] = [
    ['Number', escapeHtml(project.number)],
    ['Status', escapeHtml(projectStatusLabels[project.status])],
    ['Procurement method', escapeHtml(procurementMethodLabels[project.procurementMethod])],
    [
      'Classification',
      project.classification ? escapeHtml(classificationLabels[project.classification]) : 'N/A',
    ],
    ['Publish date', when(tender?.dateAvailable)],
    ['Closing date', when(tender?.dateClosing)],
  ];
  if (tender?.hasQuestionDeadline) rows.push(['Question deadline', when(tender.questionDeadline)]);
  if (tender?.showPurchasingRepsOnPublic) rows.push(['Procurement lead', escapeHtml(lead ?? 'Not sure')]);
  if (tender?.submission === 0) rows.push(['Submission address', escapeHtml(project.submissionAddress)]);
  const meetings =
    tender?.hasSiteMeetings && !tender.isHideBidMeetings ? tender.meetings.filter((m) => m.showToPublic) : [];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(project.name)} - ${escapeHtml(agency.name)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:52rem;padding:0 1rem;color:#1a1b1e}
th{text-align:left;padding:.25rem 1rem .25rem 0;vertical-align:top;color:#495057}td{padding:.25rem 0}
h1{margin-bottom:.25rem}.agency{color:#495057}</style></head>
<body><p class="agency">${escapeHtml(agency.name)}</p><h1>${escapeHtml(project.name)}</h1>
<table>${rows.map(([k, v]) => `<tr><th>${k}</th><td>${v}</td></tr>`).join('')}</table>
<h2>Description</h2><p>${escapeHtml(project.description || tender?.description || '') || 'N/A'}</p>
${
  meetings.length > 0
    ? `<h2>Meetings</h2><ul>${meetings
        .map(
          (m) =>
            `<li>${escapeHtml(m.description)}${m.isMandatory ? ' (mandatory)' : ''}: ${when(m.date)}${m.location ? `, ${escapeHtml(m.location)}` : ''}</li>`,
        )
        .join('')}</ul>`
    : ''
}
</body></html>`;
}

async function renderFor(tx: Tx, viewer: Viewer, projectId: number) {
  const row = await findProject(tx, viewer, projectId);
  const project = await projectAnswer(tx, viewer, row);
  const agency = await findAgencyHeading(tx, viewer.customerId);
  let lead: string | null = null;
  if (project.projectLeadId !== null) {
    const user = await findUserName(tx, viewer.customerId, project.projectLeadId);
    if (user) lead = `${user.firstName} ${user.lastName}`;
  }
  return { project, html: renderOpportunity(project, agency ?? { name: '', timezone: 'UTC' }, lead) };
}

/** GET /Projects/Preview: the public view for staff, whatever the project's status. */
export async function previewHtml(ctx: AppContext, viewer: Viewer, projectId: number) {
  return inTenant(ctx.db, viewer.customerId, async (tx) => (await renderFor(tx, viewer, projectId)).html);
}

/** The public HTML page of a published opportunity; anything else is not found. */
export async function publicOpportunityHtml(ctx: AppContext, customerId: number, projectId: number) {
  const row = await asSystem(ctx.db, (tx) => findPublicState(tx, customerId, projectId));
  if (!row || row.type === 'TEMPLATE' || !publicStatuses.includes(row.status)) throw projectNotFound();
  const viewer: Viewer = {
    customerId,
    nodeId: row.nodeId,
    userId: 0,
    held: new Set(),
    isSiteAdmin: false,
    canActBuild: false,
  };
  return inTenant(ctx.db, customerId, async (tx) => (await renderFor(tx, viewer, projectId)).html);
}

/**
 * The links of the project menu (001 §7 Projects/Share, HTML, WebDemo): each is the opportunity's
 * page on the agency's supplier portal (decision 114). The staff Preview still renders the page
 * above, as does the older public address for links already shared.
 */
export async function projectLinks(ctx: AppContext, viewer: Viewer, projectId: number) {
  const domain = await inTenant(ctx.db, viewer.customerId, async (tx) => {
    await findProject(tx, viewer, projectId);
    return (await findAgencyDomain(tx, viewer.customerId)) ?? '';
  });
  const origin = ctx.config.publicUrl.replace(/\/$/, '');
  const portalPage = `${origin}${portalPath(domain, `/opportunities/${projectId}`)}`;
  return { share: portalPage, html: portalPage, webDemo: portalPage };
}

/**
 * The buyer dashboard (001 §7 Dashboards): its saved layout (UserBuyerWidget and Snapshot/Layout),
 * its count widgets and Important Dates calendar, and its list widgets. Declared once (issue 21 §1).
 */
import {
  calendarEventSchema,
  calendarQuerySchema,
  leadSummaryQuerySchema,
  leadSummaryRowSchema,
  myProjectRowSchema,
  myProjectsQuerySchema,
  projectEndingSchema,
  projectsEndingQuerySchema,
  teamMemberQuerySchema,
  teamMemberRowSchema,
  widgetDataSchema,
  widgetQuerySchema,
} from '../dashboard/data.ts';
import {
  layoutItemSchema,
  layoutItemsSchema,
  userWidgetSchema,
  userWidgetsSchema,
} from '../dashboard/widgets.ts';
import {
  apiPath,
  defineEndpoint,
  tenantEndpoint,
  tenantPath,
  tenantPathParamsSchema,
} from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';

const tag = 'Dashboard';
// Arranging one's own dashboard needs no more than seeing it.
const view = tenantEndpoint('dashboard', 'view');
const widgets = envelopeSchema('userBuyerWidget', userWidgetSchema);
const items = envelopeSchema('layoutItem', layoutItemSchema);

export const dashboardEndpoints = {
  /** The signed-in user's saved layout in the agency they work in (their default when none is saved). */
  layout: defineEndpoint({
    method: 'GET',
    path: tenantPath('/UserBuyerWidget'),
    params: tenantPathParamsSchema,
    response: widgets,
    access: view,
    tag,
  }),
  saveLayout: defineEndpoint({
    method: 'POST',
    path: tenantPath('/UserBuyerWidget'),
    params: tenantPathParamsSchema,
    body: userWidgetsSchema,
    response: widgets,
    access: view,
    tag,
  }),
  resetLayout: defineEndpoint({
    method: 'DELETE',
    path: tenantPath('/UserBuyerWidget'),
    params: tenantPathParamsSchema,
    response: widgets,
    access: view,
    tag,
  }),
  /**
   * The same layout as boxes (001 §7 Snapshot/Layout). Its path names no agency, so the guard asks
   * only for a session; the handler asks the dashboard right.
   */
  snapshotLayout: defineEndpoint({
    method: 'GET',
    path: apiPath('/Snapshot/Layout'),
    response: items,
    access: { kind: 'session' },
    tag,
  }),
  saveSnapshotLayout: defineEndpoint({
    method: 'PUT',
    path: apiPath('/Snapshot/Layout'),
    body: layoutItemsSchema,
    response: items,
    access: { kind: 'session' },
    tag,
  }),
  /** One count widget's data. */
  widget: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Widget'),
    params: tenantPathParamsSchema,
    query: widgetQuerySchema,
    response: envelopeSchema('widget', widgetDataSchema),
    access: view,
    tag,
  }),
  /** The Important Dates calendar between two days. */
  calendar: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Calendar'),
    params: tenantPathParamsSchema,
    query: calendarQuerySchema,
    response: envelopeSchema('calendarEvent', calendarEventSchema),
    access: view,
    tag,
  }),
  /** Source Projects by Lead. */
  byLead: defineEndpoint({
    method: 'GET',
    path: tenantPath('/SourceProjectByLeadWidget'),
    params: tenantPathParamsSchema,
    query: leadSummaryQuerySchema,
    response: envelopeSchema('leadSummary', leadSummaryRowSchema),
    access: view,
    tag,
  }),
  /** Source Projects by Team Member: a page. */
  byTeamMember: defineEndpoint({
    method: 'GET',
    path: tenantPath('/SourceProjectsByTeamMembers'),
    params: tenantPathParamsSchema,
    query: teamMemberQuerySchema,
    response: envelopeSchema('teamMemberProject', teamMemberRowSchema),
    access: view,
    tag,
  }),
  /** The overview's My Projects tab: a page. */
  myProjects: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Dashboard/MyProjects'),
    params: tenantPathParamsSchema,
    query: myProjectsQuerySchema,
    response: envelopeSchema('myProject', myProjectRowSchema),
    access: view,
    tag,
  }),
  /** The overview's Ending tab: a page. */
  projectsEnding: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Dashboard/ProjectsEnding'),
    params: tenantPathParamsSchema,
    query: projectsEndingQuerySchema,
    response: envelopeSchema('projectEnding', projectEndingSchema),
    access: view,
    tag,
  }),
};

import {
  performanceEndpoints as endpoints,
  envelope,
  performanceSettingsEndpoints as settingsEndpoints,
} from '@procura/contract';
import type { FastifyPluginAsync } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import * as groups from './groups.ts';
import * as results from './results.ts';
import * as settings from './settings.ts';
import * as statusLogs from './status-logs.ts';
import * as summary from './summary.ts';
import * as templates from './templates.ts';

/**
 * Supplier performance (issue 23; 001 §7 Performance): the settings, templates, assessment groups,
 * the constant lists, status logs, the dashboard's summary and a supplier's results. Access is
 * declared with each call in the contract (decision 355).
 */
export function performanceSettingsRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    registerEndpoint(app, settingsEndpoints.workflow, async (request) =>
      envelope('performanceWorkflow', [await settings.getWorkflow(ctx, actorOf(request))]),
    );
    registerEndpoint(app, settingsEndpoints.updateWorkflow, async (request) =>
      envelope('performanceWorkflow', [await settings.updateWorkflow(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, settingsEndpoints.finalRating, async (request) =>
      envelope('finalRating', [await settings.getFinalRating(ctx, actorOf(request))]),
    );
    registerEndpoint(app, settingsEndpoints.updateFinalRating, async (request) =>
      envelope('finalRating', [await settings.updateFinalRating(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, endpoints.statuses, async () =>
      envelope('status', settings.evaluationStatusItems()),
    );
    registerEndpoint(app, endpoints.types, async () =>
      envelope('performanceEvaluationType', settings.evaluationTypeItems()),
    );
    registerEndpoint(app, endpoints.performanceStatuses, async () =>
      envelope('performanceStatus', settings.performanceStatusItems()),
    );

    registerEndpoint(app, settingsEndpoints.templates, async (request) =>
      envelope('performanceTemplate', await templates.listTemplates(ctx, actorOf(request))),
    );
    registerEndpoint(app, settingsEndpoints.template, async (request) =>
      envelope('performanceTemplate', [
        await templates.readTemplate(ctx, actorOf(request), request.params.performanceTemplateId),
      ]),
    );
    registerEndpoint(app, settingsEndpoints.createTemplate, async (request) =>
      envelope('performanceTemplate', [await templates.createTemplate(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, settingsEndpoints.updateTemplate, async (request) =>
      envelope('performanceTemplate', [
        await templates.changeTemplate(
          ctx,
          actorOf(request),
          request.params.performanceTemplateId,
          request.body,
        ),
      ]),
    );
    registerEndpoint(app, settingsEndpoints.deleteTemplate, async (request) =>
      envelope(
        'performanceTemplate',
        await templates.removeTemplate(ctx, actorOf(request), request.params.performanceTemplateId),
      ),
    );

    registerEndpoint(app, settingsEndpoints.assessmentGroups, async (request) =>
      envelope('assessmentGroup', await groups.listGroups(ctx, actorOf(request))),
    );
    registerEndpoint(app, settingsEndpoints.createAssessmentGroup, async (request) =>
      envelope('assessmentGroup', [await groups.createGroup(ctx, actorOf(request), request.body)]),
    );
    registerEndpoint(app, settingsEndpoints.updateAssessmentGroup, async (request) =>
      envelope('assessmentGroup', [
        await groups.changeGroup(ctx, actorOf(request), request.params.assessmentGroupId, request.body),
      ]),
    );
    registerEndpoint(app, settingsEndpoints.deleteAssessmentGroup, async (request) =>
      envelope(
        'assessmentGroup',
        await groups.removeGroup(ctx, actorOf(request), request.params.assessmentGroupId),
      ),
    );

    registerEndpoint(app, endpoints.currentStatus, async (request) =>
      envelope(
        'performanceVendorStatusLog',
        await statusLogs.currentStatusLog(ctx, actorOf(request), request.query.vendorId),
      ),
    );
    registerEndpoint(app, endpoints.statusHistory, async (request) =>
      envelope(
        'performanceVendorStatusLog',
        await statusLogs.statusLogHistory(ctx, actorOf(request), request.query.vendorId),
      ),
    );
    registerEndpoint(app, endpoints.createStatus, async (request) =>
      envelope('performanceVendorStatusLog', [
        await statusLogs.createStatusLog(ctx, actorOf(request), request.body),
      ]),
    );
    registerEndpoint(app, endpoints.updateStatus, async (request) =>
      envelope('performanceVendorStatusLog', [
        await statusLogs.changeStatusLog(ctx, actorOf(request), request.body, request.query.fromHistory),
      ]),
    );

    registerEndpoint(app, endpoints.summary, async (request) =>
      envelope('performanceSummary', [
        await summary.performanceSummary(ctx, actorOf(request), request.query),
      ]),
    );
    registerEndpoint(app, endpoints.statistic, async (request) =>
      envelope(
        'performanceEvaluationStatistic',
        await summary.evaluationStatistic(ctx, actorOf(request), request.query),
      ),
    );
    registerEndpoint(app, endpoints.vendorSummary, async (request) =>
      envelope('vendorPerformance', [
        await results.vendorPerformanceSummary(ctx, actorOf(request), request.query.vendorId),
      ]),
    );
    registerEndpoint(app, endpoints.contractVendorsRating, async (request) =>
      envelope(
        'contractVendorsPerformanceRating',
        await results.contractVendorsRating(ctx, actorOf(request), request.query.contractId),
      ),
    );
  };
}

/**
 * Supplier performance settings (issue 23 §1; 001 §7 PerformanceTemplate, PerformanceWorkflow,
 * FinalRating; decision 351): the node's workflow, its rating scale and final rating ranges, the
 * score card templates and the assessment groups. Reading them needs the supplier-performance view
 * right (the wizard reads them); changing them, the control panel's.
 */
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';
import {
  assessmentGroupInputSchema,
  assessmentGroupParamsSchema,
  assessmentGroupSchema,
  finalRatingSchema,
  performanceWorkflowSchema,
} from '../performance/settings.ts';
import {
  performanceTemplateInputSchema,
  performanceTemplateParamsSchema,
  performanceTemplateSchema,
} from '../performance/templates.ts';

const tag = 'Performance';
const view = tenantEndpoint('supplier-performance', 'view');
const manage = tenantEndpoint('control-panel', 'act');
const params = tenantPathParamsSchema;
const templates = envelopeSchema('performanceTemplate', performanceTemplateSchema);
const oneTemplate = params.extend(performanceTemplateParamsSchema.shape);
const groups = envelopeSchema('assessmentGroup', assessmentGroupSchema);
const oneGroup = params.extend(assessmentGroupParamsSchema.shape);
const templatePath = tenantPath('/PerformanceTemplate');
const groupPath = tenantPath('/PerformanceAssessmentGroups');

export const performanceSettingsEndpoints = {
  finalRating: defineEndpoint({
    method: 'GET',
    path: tenantPath('/FinalRating'),
    params,
    response: envelopeSchema('finalRating', finalRatingSchema),
    access: view,
    tag,
  }),
  updateFinalRating: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/FinalRating'),
    params,
    body: finalRatingSchema,
    response: envelopeSchema('finalRating', finalRatingSchema),
    access: manage,
    tag,
  }),
  templates: defineEndpoint({
    method: 'GET',
    path: templatePath,
    params,
    response: templates,
    access: view,
    tag,
  }),
  template: defineEndpoint({
    method: 'GET',
    path: `${templatePath}/:performanceTemplateId`,
    params: oneTemplate,
    response: templates,
    access: view,
    tag,
  }),
  createTemplate: defineEndpoint({
    method: 'POST',
    path: templatePath,
    params,
    body: performanceTemplateInputSchema,
    response: templates,
    access: manage,
    tag,
  }),
  updateTemplate: defineEndpoint({
    method: 'PUT',
    path: `${templatePath}/:performanceTemplateId`,
    params: oneTemplate,
    body: performanceTemplateInputSchema,
    response: templates,
    access: manage,
    tag,
  }),
  /** Refused while evaluations use it (deactivate it instead). */
  deleteTemplate: defineEndpoint({
    method: 'DELETE',
    path: `${templatePath}/:performanceTemplateId`,
    params: oneTemplate,
    response: templates,
    access: manage,
    tag,
  }),
  workflow: defineEndpoint({
    method: 'GET',
    path: tenantPath('/PerformanceWorkflow'),
    params,
    response: envelopeSchema('performanceWorkflow', performanceWorkflowSchema),
    access: view,
    tag,
  }),
  updateWorkflow: defineEndpoint({
    method: 'PUT',
    path: tenantPath('/PerformanceWorkflow'),
    params,
    body: performanceWorkflowSchema,
    response: envelopeSchema('performanceWorkflow', performanceWorkflowSchema),
    access: manage,
    tag,
  }),
  assessmentGroups: defineEndpoint({
    method: 'GET',
    path: groupPath,
    params,
    response: groups,
    access: view,
    tag,
  }),
  createAssessmentGroup: defineEndpoint({
    method: 'POST',
    path: groupPath,
    params,
    body: assessmentGroupInputSchema,
    response: groups,
    access: manage,
    tag,
  }),
  updateAssessmentGroup: defineEndpoint({
    method: 'PUT',
    path: `${groupPath}/:assessmentGroupId`,
    params: oneGroup,
    body: assessmentGroupInputSchema,
    response: groups,
    access: manage,
    tag,
  }),
  deleteAssessmentGroup: defineEndpoint({
    method: 'DELETE',
    path: `${groupPath}/:assessmentGroupId`,
    params: oneGroup,
    response: groups,
    access: manage,
    tag,
  }),
};

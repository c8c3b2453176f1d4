/** The project snapshot's one call (000 §2 /projects/{id}/snapshot), declared once (issue 21 §1). */
import { projectSnapshotSchema, snapshotQuerySchema } from '../dashboard/snapshot.ts';
import { defineEndpoint, tenantEndpoint, tenantPath, tenantPathParamsSchema } from '../http/endpoint.ts';
import { envelopeSchema } from '../http/envelope.ts';

export const snapshotEndpoints = {
  /** The eight widgets' data in one answer. */
  snapshot: defineEndpoint({
    method: 'GET',
    path: tenantPath('/Projects/Snapshot'),
    params: tenantPathParamsSchema,
    query: snapshotQuerySchema,
    response: envelopeSchema('projectSnapshot', projectSnapshotSchema),
    access: tenantEndpoint('project'),
    tag: 'Project snapshot',
  }),
};

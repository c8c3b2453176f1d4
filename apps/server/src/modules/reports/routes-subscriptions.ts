import { reportEndpoints as endpoints, envelope } from '@procura/contract';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../platform/access.ts';
import type { AppContext } from '../../platform/context.ts';
import { registerEndpoint } from '../../platform/endpoints.ts';
import { rightsOf } from './rights.ts';
import {
  createSubscription,
  deleteRecipient,
  deleteSubscription,
  listSubscriptionsByUser,
  listSubscriptionsForUser,
  updateSubscription,
} from './subscriptions.ts';

/**
 * Report subscriptions (001 §7 /Report/Scheduled, ScheduledForUser, ScheduledByUser, Recipient):
 * the library's Subscribe, Update subscription, Unsubscribe and My Subscriptions filter.
 */
export function subscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, endpoints.scheduledForUser, async (request) =>
    envelope('scheduledReport', await listSubscriptionsForUser(ctx, actorOf(request))),
  );
  registerEndpoint(app, endpoints.scheduledByUser, async (request) =>
    envelope('scheduledReport', await listSubscriptionsByUser(ctx, actorOf(request))),
  );
  registerEndpoint(app, endpoints.createScheduled, async (request) =>
    envelope('scheduledReport', [
      await createSubscription(ctx, actorOf(request), rightsOf(request), request.body),
    ]),
  );
  registerEndpoint(app, endpoints.updateScheduled, async (request) =>
    envelope('scheduledReport', [
      await updateSubscription(ctx, actorOf(request), rightsOf(request), request.body),
    ]),
  );
  registerEndpoint(app, endpoints.deleteScheduled, async (request) => {
    await deleteSubscription(ctx, actorOf(request), request.params.id);
    return { deleted: true as const };
  });
  registerEndpoint(app, endpoints.deleteRecipient, async (request) => {
    await deleteRecipient(ctx, actorOf(request), request.params.id);
    return { deleted: true as const };
  });
}

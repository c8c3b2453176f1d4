import type { Project } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { createReferences, insertUploadRequirement, saveBody } from '../../../test/projects.ts';
import { type Jobs, queues, startJobs } from '../../platform/jobs.ts';
import { publishDueProjects } from './publishing.ts';

const second = 1000;
const day = 24 * 60 * 60 * second;

describe.each(databaseKinds())('scheduled publishing on %s', (kind) => {
  let t: TestApp;
  let jobs: Jobs;
  let lead: Awaited<ReturnType<typeof signedInCaller>>;
  let refs: Awaited<ReturnType<typeof createReferences>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    jobs = await startJobs(
      t.database.jobsConnection,
      { [queues.publishScheduled]: async () => void (await publishDueProjects(t.ctx, t.clock.now())) },
      () => {},
      { pollingIntervalSeconds: 0.5 },
    );
    t.ctx.jobs = jobs;
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    refs = await createReferences(await signedInCaller(t, 'admin@demo.procura.local'));
  });
  afterAll(async () => {
    await jobs?.stop();
    await t?.close();
  });

  const load = async (id: number) =>
    valuesOf<Project>(await lead.call('GET', `/Projects?projectId=${id}`))[0] as Project;

  /** A complete Public project that publishes `publishIn` milliseconds from now, scheduled. */
  async function schedule(name: string, publishIn: number) {
    const created = valuesOf<Project>(
      await lead.call('POST', '/Projects', { name, procurementMethod: 'Public' }),
    )[0] as Project;
    const now = t.clock.now().getTime();
    const saved = await lead.call(
      'PUT',
      '/Projects',
      saveBody(
        created,
        {
          description: 'Scheduled',
          departmentId: refs.departmentId,
          divisionId: refs.divisionId,
          categoryIds: [refs.categoryId],
          classification: 'Services',
          estimatedValue: 10,
          projectLeadId: lead.info.user.id,
        },
        {
          dateAvailable: new Date(now + publishIn).toISOString(),
          dateClosing: new Date(now + 30 * day).toISOString(),
          hasQuestionDeadline: false,
          isHideBidDocuments: true,
        },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    await insertUploadRequirement(t, lead.info.customer.id, created.tenders[0]?.id as number);
    const response = await lead.call('PUT', `/Projects/status?projectId=${created.id}&status=Open_Scheduled`);
    expect(response.statusCode, response.body).toBe(200);
    expect(valuesOf<Project>(response)[0]?.status).toBe('Open_Scheduled');
    return created;
  }

  it('opens a scheduled project at its publish time through the job queue', async () => {
    const project = await schedule('Scheduled by the queue', 2 * second);
    let status = 'Open_Scheduled';
    for (let waited = 0; status === 'Open_Scheduled' && waited < 20 * second; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = (await load(project.id)).status;
    }
    expect(status).toBe('Open');
  });

  it('opens what is due when the sweep runs, once, and leaves the rest scheduled', async () => {
    const soon = await schedule('Due tomorrow', day);
    const later = await schedule('Due next week', 7 * day);
    expect(await publishDueProjects(t.ctx, t.clock.now())).toEqual([]);
    t.clock.advance(2 * day);
    expect(await publishDueProjects(t.ctx, t.clock.now())).toEqual([soon.id]);
    // Two days on, the session has long expired: sign in again to look.
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    expect((await load(soon.id)).status).toBe('Open');
    expect((await load(later.id)).status).toBe('Open_Scheduled');
    expect(await publishDueProjects(t.ctx, t.clock.now())).toEqual([]);
  });
});

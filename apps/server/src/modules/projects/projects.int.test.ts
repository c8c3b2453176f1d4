import type { Project, TenderInput, UpdateProject } from '@procura/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { databaseKinds } from '../../../test/harness.ts';
import { projectSuite } from '../../../test/project-suite.ts';
import { saveBody } from '../../../test/projects.ts';
import { auditEvents, nodes, projectDocuments, tenderInvitations } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

describe.each(databaseKinds())('projects on %s', (kind) => {
  const suite = projectSuite(kind);
  const { create, load, checklist, keys, inDays } = suite;

  it('creates a Public project in Build with an auto-generated number and the source defaults', async () => {
    await suite.admin.call('PUT', '/TenderNodes', {
      autoGenerateProjectNumber: true,
      projectNumberPrefix: 'PW-',
      projectNumberPadding: 5,
      nextProjectNumber: 7,
      notificationMonths: 3,
      submissionsRequiredToUnseal: 1,
      optionalRows: 10,
    });
    const { response, project } = await create(suite.lead, {
      name: 'Main Street',
      procurementMethod: 'Public',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(project).toMatchObject({
      name: 'Main Street',
      number: 'PW-00007',
      type: 'SOURCE',
      phase: 'Build',
      status: 'Design_Mode_Pending',
      procurementMethod: 'Public',
      canEdit: true,
    });
    expect(project.tenders[0]).toMatchObject({
      status: 'In Progress',
      questionReminderEmailDays: 7,
      lvpPreferenceOption: 'Not Applicable',
      submission: 1,
      showSubmitted: false,
      unsealManually: 1,
    });
    expect(project.allowedActions).toContain('publishNow');
    const next = await create(suite.lead, { name: 'Second', procurementMethod: 'Public' });
    expect(next.project.number).toBe('PW-00008');
    const typed = await create(suite.lead, {
      name: 'Typed',
      procurementMethod: 'Public',
      number: 'pw-00009',
    });
    expect(typed.project.number).toBe('pw-00009');
    // The generator skips a number already typed by hand, case-insensitively.
    expect((await create(suite.lead, { name: 'Fourth', procurementMethod: 'Public' })).project.number).toBe(
      'PW-00010',
    );
    const events = await asSystem(suite.t.database.db, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.projectId, project.id), eq(auditEvents.action, 'project.created'))),
    );
    expect(events).toHaveLength(1);
  });

  it('gates each procurement method by its create permission and refuses bad numbers', async () => {
    const evaluator = await signedInCaller(suite.t, 'evaluator@demo.procura.local');
    expect((await create(evaluator, { name: 'X', procurementMethod: 'Public' })).response.statusCode).toBe(
      403,
    );
    expect((await create(suite.buyer, { name: 'X', procurementMethod: 'Limited' })).response.statusCode).toBe(
      403,
    );
    expect(
      (await create(suite.buyer, { name: 'Invited', procurementMethod: 'Private' })).response.statusCode,
    ).toBe(200);
    const limited = await create(suite.lead, { name: 'Sole', procurementMethod: 'Limited' });
    expect(limited.response.statusCode).toBe(400);
    expect(keys(limited.response)).toBe('projectLimitedTypeRequired');
    const justified = await create(suite.lead, {
      name: 'Sole',
      procurementMethod: 'Limited',
      procurementMethodLimitedType: 'Sole Source',
      procurementMethodLimitedDescription: 'Only supplier of the patented part',
    });
    expect(justified.project.tenders[0]?.procurementMethodLimitedType).toBe('Sole Source');
    const informal = await create(suite.lead, { name: 'Quote', procurementMethod: 'Informal' });
    expect(keys(informal.response)).toBe('projectInformalDisabled');
    await asSystem(suite.t.database.db, (tx) =>
      tx
        .update(nodes)
        .set({ allowInformalProjects: true })
        .where(eq(nodes.id, suite.lead.info.tenderNode.id)),
    );
    const blueprint = await create(suite.lead, {
      name: 'Quote',
      procurementMethod: 'Public',
      blueprint: 'INFORMAL',
    });
    expect(blueprint.project).toMatchObject({ procurementMethod: 'Informal', blueprint: 'INFORMAL' });
    for (const number of ['A*1', 'A.1', 'A/1', 'A(1)', 'A+1', 'A=1', 'A,1']) {
      const bad = await create(suite.lead, { name: 'Bad', procurementMethod: 'Public', number });
      expect(bad.response.statusCode).toBe(400);
      expect(keys(bad.response)).toContain('invalidProjectNumber');
    }
    const taken = await create(suite.lead, { name: 'Dup', procurementMethod: 'Public', number: 'PW-00007' });
    expect(keys(taken.response)).toBe('projectNumberTaken');
  });

  it('saves details and settings, derives the display values, and refuses stale or inconsistent saves', async () => {
    const { project } = await create(suite.lead, { name: 'Depot roof', procurementMethod: 'Public' });
    const saved = await suite.lead.call(
      'PUT',
      '/Projects',
      saveBody(
        project,
        {
          departmentId: suite.refs.departmentId,
          divisionId: suite.refs.divisionId,
          estimatedValue: 1000.25,
          taxes: 'HST 13%',
        },
        { closingMethod: 'UNSEALED', resultsDisplay: 3, hasSiteMeetings: true },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const after = valuesOf<Project>(saved)[0] as Project;
    expect(after).toMatchObject({ estimatedValue: 1000.25, taxes: 'HST 13%', version: project.version + 1 });
    expect(after.tenders[0]).toMatchObject({ showSubmitted: true, unsealManually: 2, hasSiteMeetings: true });
    const stale = await suite.lead.call('PUT', '/Projects', saveBody(project));
    expect(stale.statusCode).toBe(409);
    expect(keys(stale)).toBe('projectStaleVersion');
    const mismatch = await suite.lead.call(
      'PUT',
      '/Projects',
      saveBody(after, { divisionId: suite.refs.otherDivisionId }),
    );
    expect(keys(mismatch)).toBe('projectDivisionNotInDepartment');
    const unknownLead = await suite.lead.call('PUT', '/Projects', saveBody(after, { projectLeadId: 999999 }));
    expect(keys(unknownLead)).toBe('invalidUserId');
    const backwards = await suite.lead.call(
      'PUT',
      '/Projects',
      saveBody(after, {}, { dateAvailable: inDays(10), dateClosing: inDays(5) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(keys(backwards)).toContain('projectPublishNotBeforeClosing');
    const past = await suite.lead.call('PUT', '/Projects', saveBody(after, {}, { dateClosing: inDays(-1) }));
    expect(keys(past)).toContain('projectClosingDateInPast');
    const money = await suite.lead.call('PUT', '/Projects', saveBody(after, { estimatedValue: 1.005 }));
    expect(money.statusCode).toBe(400);
    expect((await load(suite.lead, project.id)).version).toBe(after.version);
  });

  it('lists every missing item before publishing, clears each as it is fixed, then publishes', async () => {
    const { project } = await create(suite.lead, { name: 'Checklist', procurementMethod: 'Private' });
    const items = (await checklist(suite.lead, project.id)).map((i) => i.item);
    expect(items).toEqual(
      expect.arrayContaining([
        'description',
        'department',
        'division',
        'categories',
        'classification',
        'procurementLead',
        'documents',
        'estimatedValue',
        'invitedSupplier',
        'closingDate',
      ]),
    );
    expect((await checklist(suite.lead, project.id)).find((i) => i.item === 'department')?.page).toBe(
      'details',
    );
    const refused = await suite.lead.call('PUT', `/Projects/status?projectId=${project.id}&status=Open`);
    expect(refused.statusCode).toBe(400);
    expect(keys(refused).split(',')[0]).toBe('projectPublishIncomplete');

    let current = project;
    const fix = async (changes: Partial<UpdateProject>, tender: Partial<TenderInput> = {}) => {
      const response = await suite.lead.call('PUT', '/Projects', saveBody(current, changes, tender));
      expect(response.statusCode, response.body).toBe(200);
      current = valuesOf<Project>(response)[0] as Project;
      return (await checklist(suite.lead, project.id)).map((i) => i.item);
    };
    expect(await fix({ description: 'Snow clearing' })).not.toContain('description');
    expect(await fix({ departmentId: suite.refs.departmentId })).not.toContain('department');
    expect(await fix({ divisionId: suite.refs.divisionId })).not.toContain('division');
    expect(await fix({ categoryIds: [suite.refs.categoryId] })).not.toContain('categories');
    expect(await fix({ classification: 'Services' })).not.toContain('classification');
    expect(await fix({ projectLeadId: suite.lead.info.user.id })).not.toContain('procurementLead');
    expect(await fix({ estimatedValue: 90000 })).not.toContain('estimatedValue');
    expect(await fix({}, { dateClosing: inDays(40), hasQuestionDeadline: false })).not.toContain(
      'closingDate',
    );
    expect(await fix({}, { submission: 0 })).toContain('submissionAddress');
    expect(await fix({ submissionAddress: '1 City Hall Square' })).not.toContain('submissionAddress');
    expect(await fix({}, { publicOpening: true })).toContain('publicOpeningAddress');
    expect(await fix({}, { publicOpeningAddress: 'Council chamber' })).not.toContain('publicOpeningAddress');
    expect(await fix({}, { onlineSubmissionShowNoBid: true, noBidEmail: 'nope' })).toContain('noBidEmail');
    expect(await fix({}, { noBidEmail: 'bids@demo.example' })).not.toContain('noBidEmail');
    const tenderId = current.tenders[0]?.id as number;
    await asSystem(suite.t.database.db, async (tx) => {
      await tx.insert(projectDocuments).values({
        customerId: suite.lead.info.customer.id,
        tenderId,
        fileName: 'specs.pdf',
        displayName: 'Specifications',
        contentType: 'application/pdf',
        sizeInByte: 10,
        storageKey: 'fixture',
      });
      await tx
        .insert(tenderInvitations)
        .values({ customerId: suite.lead.info.customer.id, tenderId, email: 'supplier@example.com' });
    });
    expect(await checklist(suite.lead, project.id)).toEqual([]);

    // The suite.buyer holds no approve permission: publishing is the lead's (or an approver's) to do.
    expect(
      (await suite.buyer.call('PUT', `/Projects/status?projectId=${project.id}&status=Open`)).statusCode,
    ).toBe(403);
    const published = await suite.lead.call('PUT', `/Projects/status?projectId=${project.id}&status=Open`);
    expect(published.statusCode, published.body).toBe(200);
    const open = valuesOf<Project>(published)[0] as Project;
    expect(open.status).toBe('Open');
    expect(open.tenders[0]?.status).toBe('Published');
    // Publishing now stamps the publish date with the current time.
    const stamped = new Date(open.tenders[0]?.dateAvailable ?? 0).getTime();
    expect(Math.abs(stamped - suite.t.clock.now().getTime())).toBeLessThan(60_000);
  });
});

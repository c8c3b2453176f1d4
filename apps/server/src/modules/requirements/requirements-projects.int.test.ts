import type { Bond, Project, Requirements, UploadRequirement } from '@procura/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInCaller, valuesOf } from '../../../test/api.ts';
import { createTestApp, databaseKinds, type TestApp } from '../../../test/harness.ts';
import { createReferences, saveBody } from '../../../test/projects.ts';
import { insertSubmission } from '../../../test/requirements.ts';
import { projectDocuments } from '../../db/schema/index.ts';
import { asSystem } from '../../platform/tenancy.ts';

type Caller = Awaited<ReturnType<typeof signedInCaller>>;
const day = 24 * 60 * 60 * 1000;

/** How the requirements meet the rest of a project: the publish checklist, prompt pay and copies. */
describe.each(databaseKinds())('requirements within projects on %s', (kind) => {
  let t: TestApp;
  let lead: Caller;
  let refs: Awaited<ReturnType<typeof createReferences>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    lead = await signedInCaller(t, 'lead@demo.procura.local');
    refs = await createReferences(await signedInCaller(t, 'admin@demo.procura.local'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const keys = (response: { headers: Record<string, unknown> }) => response.headers['x-message-keys'];
  const first = <T>(response: { json(): unknown }) => valuesOf<T>(response)[0] as T;
  const load = async (id: number) => first<Project>(await lead.call('GET', `/Projects?projectId=${id}`));
  const tenderOf = (project: Project) => project.tenders[0]?.id as number;
  const requirementsOf = async (tenderId: number) =>
    first<Requirements>(await lead.call('GET', `/TenderRequirements?tenderId=${tenderId}`));
  const uploadsOf = async (tenderId: number) =>
    valuesOf<UploadRequirement>(await lead.call('GET', `/TenderUploadRequirements?tenderId=${tenderId}`));
  const bondsOf = async (tenderId: number) =>
    valuesOf<Bond>(await lead.call('GET', `/TenderBonds?tenderId=${tenderId}`));
  const checklist = async (id: number) =>
    valuesOf<{ item: string; page: string; field?: string }>(
      await lead.call('GET', `/Projects/Checklist?projectId=${id}`),
    );

  /** A Public project with every checklist item outside the submission requirements filled in. */
  async function projectReadyButRequirements(name: string) {
    const created = first<Project>(
      await lead.call('POST', '/Projects', { name, procurementMethod: 'Public' }),
    );
    const inDays = (n: number) => new Date(t.clock.now().getTime() + n * day).toISOString();
    const saved = await lead.call(
      'PUT',
      '/Projects',
      saveBody(
        created,
        {
          description: 'Resurfacing of Main Street',
          departmentId: refs.departmentId,
          divisionId: refs.divisionId,
          categoryIds: [refs.categoryId],
          classification: 'Construction',
          projectLeadId: lead.info.user.id,
          estimatedValue: 250000,
        },
        {
          dateAvailable: inDays(2),
          dateClosing: inDays(30),
          questionDeadline: inDays(20),
          incompleteQuestionNotificationDate: inDays(15),
        },
      ),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const project = first<Project>(saved);
    await asSystem(t.database.db, (tx) =>
      tx.insert(projectDocuments).values({
        customerId: lead.info.customer.id,
        tenderId: tenderOf(project),
        fileName: `${name}.pdf`,
        displayName: 'Drawings',
        contentType: 'application/pdf',
        sizeInByte: 10,
        storageKey: 'fixture',
      }),
    );
    return project;
  }

  it('keeps a project with the Terms section and no terms text from publishing until the text is saved', async () => {
    const project = await projectReadyButRequirements('Terms first');
    const tenderId = tenderOf(project);
    // An online source needs a form or an upload requirement before anything else.
    expect(await checklist(project.id)).toEqual([
      { item: 'onlineFormOrUpload', key: 'publishMissingItem', page: 'submission-requirements' },
    ]);
    await lead.call('POST', '/TenderUploadRequirements', { tenderId, name: 'Signed form of tender' });
    expect(await checklist(project.id)).toEqual([]);

    await lead.call('PUT', '/TenderRequirements', {
      tenderId,
      version: 0,
      sections: { Terms: { isIncluded: true } },
    });
    const termsText = {
      item: 'termsText',
      key: 'publishMissingItem',
      page: 'submission-requirements',
      field: 'terms',
    };
    expect(await checklist(project.id)).toEqual([termsText]);
    // An empty editor paragraph is no text.
    await lead.call('PUT', '/TenderRequirements', { tenderId, version: 1, texts: { Terms: '<p> </p>' } });
    expect(await checklist(project.id)).toEqual([termsText]);
    const refused = await lead.call('PUT', `/Projects/status?projectId=${project.id}&status=Open`);
    expect(refused.statusCode).toBe(400);
    expect(String(keys(refused)).split(',')).toEqual(['projectPublishIncomplete', 'publishMissingItem']);

    await lead.call('PUT', '/TenderRequirements', {
      tenderId,
      version: 2,
      texts: { Terms: '<p>Payment within 30 days of an approved invoice.</p>' },
    });
    expect(await checklist(project.id)).toEqual([]);
    const published = await lead.call('PUT', `/Projects/status?projectId=${project.id}&status=Open`);
    expect(published.statusCode, published.body).toBe(200);
    expect(first<Project>(published).status).toBe('Open');
  });

  it('asks for a bond title and a bond for digital bonds when the Security section is included', async () => {
    const project = await projectReadyButRequirements('Security first');
    const tenderId = tenderOf(project);
    await lead.call('POST', '/TenderUploadRequirements', { tenderId, name: 'Signed form of tender' });
    await lead.call('PUT', '/TenderRequirements', {
      tenderId,
      version: 0,
      sections: { Security: { isIncluded: true } },
      allowDigitalBonds: true,
    });
    expect((await checklist(project.id)).map((item) => [item.item, item.field])).toEqual([
      ['bondTitle', 'security'],
      ['digitalBond', 'security'],
    ]);
    await lead.call('PUT', '/TenderRequirements', { tenderId, version: 1, bondTitle: 'Bid security' });
    await lead.call('POST', '/TenderBonds', { tenderId, name: 'Bid bond', amount: '10' });
    expect(await checklist(project.id)).toEqual([]);
  });

  it('refuses turning prompt pay on or off while suppliers have completed submissions, until unlocked', async () => {
    const ready = await projectReadyButRequirements('Prompt pay');
    const tenderId = tenderOf(ready);
    await lead.call('POST', '/TenderUploadRequirements', { tenderId, name: 'Signed form of tender' });
    expect((await lead.call('PUT', `/Projects/status?projectId=${ready.id}&status=Open`)).statusCode).toBe(
      200,
    );
    await insertSubmission(t, lead.info.customer.id, tenderId, { contactEmail: 'bids@prompt.example' });
    const open = await load(ready.id);
    expect(open.hasPromptPayDiscount).toBe(false);

    const refused = await lead.call('PUT', '/Projects', saveBody(open, { hasPromptPayDiscount: true }));
    expect(refused.statusCode).toBe(409);
    expect(keys(refused)).toBe('requirementsHaveSubmissions');
    expect(await load(ready.id)).toMatchObject({ version: open.version, hasPromptPayDiscount: false });

    // Other details still save while prompt pay stays as it is.
    const described = await lead.call(
      'PUT',
      '/Projects',
      saveBody(open, { description: 'Resurfacing, phase 1' }),
    );
    expect(described.statusCode, described.body).toBe(200);

    expect((await lead.call('POST', `/TenderRequirements/Unlock?tenderId=${tenderId}`)).statusCode).toBe(200);
    const turnedOn = await lead.call(
      'PUT',
      '/Projects',
      saveBody(first<Project>(described), { hasPromptPayDiscount: true }),
    );
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    expect(first<Project>(turnedOn).hasPromptPayDiscount).toBe(true);
  });

  it('copies the sections, texts, titles, upload requirements and bonds with the forms and instructions', async () => {
    const original = first<Project>(
      await lead.call('POST', '/Projects', { name: 'Original', procurementMethod: 'Public' }),
    );
    const tenderId = tenderOf(original);
    const saved = await lead.call('PUT', '/TenderRequirements', {
      tenderId,
      version: 0,
      sections: { Instructions: { isIncluded: true }, Security: { isIncluded: true } },
      texts: { Instructions: '<p>Read everything.</p>' },
      specificationsTitle: 'Road specifications',
      bondTitle: 'Bid security',
      allowDigitalBonds: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (const name of ['Form of tender', 'Insurance certificate']) {
      await lead.call('POST', '/TenderUploadRequirements', {
        tenderId,
        name,
        isRequired: name === 'Form of tender',
      });
    }
    for (const [name, amountType, amount] of [
      ['Bid bond', 'Percentage', '10'],
      ['Deposit', 'DollarAmount', '2500.50'],
    ]) {
      await lead.call('POST', '/TenderBonds', { tenderId, name, amountType, amount });
    }
    const priceForm = await lead.call('PUT', '/TenderTables', {
      tenderId,
      tableType: 'Prices',
      name: 'Schedule of prices',
      columns: [
        { id: -1, name: 'Quantity', columnTypeName: 'Quantity' },
        { id: -2, name: 'Estimate', columnTypeName: 'UnitPrice', isSubtotalIncluded: true },
      ],
      rows: [{ id: -3 }],
      cells: [
        { rowId: -3, columnId: -1, value: '2' },
        { rowId: -3, columnId: -2, value: '1250.25' },
      ],
    });
    expect(priceForm.statusCode, priceForm.body).toBe(200);
    const [form, insurance] = await uploadsOf(tenderId);
    await lead.call('PUT', '/TenderUploadRequirements/SortOrder', {
      tenderId,
      ids: [insurance?.id, form?.id],
    });

    const shape = async (project: Project) => {
      const id = tenderOf(project);
      const { tenderId: _t, version: _v, ...requirements } = await requirementsOf(id);
      return {
        requirements,
        uploads: (await uploadsOf(id)).map(({ name, isRequired, sortOrder }) => ({
          name,
          isRequired,
          sortOrder,
        })),
        bonds: (await bondsOf(id)).map(({ name, amountType, amount, sortOrder }) => ({
          name,
          amountType,
          amount,
          sortOrder,
        })),
        forms: valuesOf<{ name: string; tableType: string; total: string }>(
          await lead.call('GET', `/TenderTables?tenderId=${id}`),
        ).map(({ name, tableType, total }) => ({ name, tableType, total })),
      };
    };
    const expected = await shape(original);
    expect(expected.uploads.map((u) => u.name)).toEqual(['Insurance certificate', 'Form of tender']);
    expect(expected.requirements).toMatchObject({ bondTitle: 'Bid security', allowDigitalBonds: true });
    expect(expected.forms).toEqual([{ name: 'Schedule of prices', tableType: 'Prices', total: '1250.25' }]);

    const copyOf = async (query: string, body: Record<string, unknown>) => {
      const response = await lead.call('POST', `/Projects/Copy${query}`, { projectId: original.id, ...body });
      expect(response.statusCode, response.body).toBe(200);
      return first<Project>(response);
    };
    const copied = await copyOf('?copyFormsInstructions=true', { name: 'Copy with forms' });
    expect(await shape(copied)).toEqual(expected);
    expect((await requirementsOf(tenderOf(copied))).version).toBe(1);
    expect((await uploadsOf(tenderOf(copied))).map((u) => u.id)).not.toContain(form?.id);

    const bare = await copyOf('?copyFormsInstructions=false', { name: 'Copy without forms' });
    const bareShape = await shape(bare);
    expect(bareShape.uploads).toEqual([]);
    expect(bareShape.bonds).toEqual([]);
    expect(bareShape.forms).toEqual([]);
    expect(bareShape.requirements).toMatchObject({
      bondTitle: '',
      specificationsTitle: '',
      allowDigitalBonds: false,
    });
    expect(Object.values(bareShape.requirements.sections).every((s) => !s.isIncluded)).toBe(true);
    expect((await requirementsOf(tenderOf(bare))).version).toBe(0);

    // Save as Template and a project from that template carry them too.
    const template = await copyOf('?copyFormsInstructions=true', { name: 'Road template', type: 'TEMPLATE' });
    expect(await shape(template)).toEqual(expected);
    const fromTemplate = first<Project>(
      await lead.call('POST', '/Projects', {
        name: 'From template',
        procurementMethod: 'Public',
        templateId: template.id,
      }),
    );
    expect(await shape(fromTemplate)).toEqual(expected);

    // Converting a planned notice carries them when asked to, like a copy.
    const notice = first<Project>(
      await lead.call('POST', '/Projects', {
        name: 'Planned bridge',
        procurementMethod: 'Public',
        isPlanned: true,
      }),
    );
    await lead.call('POST', '/TenderBonds', { tenderId: tenderOf(notice), name: 'Bid bond', amount: '5' });
    const convert = async (copyFormsInstructions: boolean) => {
      const response = await lead.call(
        'POST',
        `/Projects/Convert?projectId=${notice.id}&copyFormsInstructions=${copyFormsInstructions}`,
      );
      expect(response.statusCode, response.body).toBe(200);
      return (await bondsOf(tenderOf(first<Project>(response)))).map((bond) => bond.name);
    };
    expect(await convert(true)).toEqual(['Bid bond']);
    expect(await convert(false)).toEqual([]);

    // The copy is its own: changing it leaves the original as it was.
    await lead.call('PUT', '/TenderRequirements', {
      tenderId: tenderOf(copied),
      version: 1,
      bondTitle: 'Changed',
    });
    expect(await requirementsOf(tenderId)).toMatchObject({ bondTitle: 'Bid security', version: 1 });
  });
});

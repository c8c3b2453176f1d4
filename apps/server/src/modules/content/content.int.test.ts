import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, databaseKinds, jsonHeaders, signIn, type TestApp } from '../../../test/harness.ts';

describe.each(databaseKinds())('system and library content on %s', (kind) => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await signIn(t, 'admin@demo.procura.local');
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `${admin.tenantPath}${path}`,
      headers: { ...jsonHeaders, cookie: admin.cookie },
      ...(payload ? { payload: payload as object } : {}),
    });

  it('keeps templates by group name, cleaned of markup that could run', async () => {
    const body =
      '<p style="text-align:center">Submit <a href="javascript:alert(1)">here</a> <a href="https://x.ca">or here</a><script>alert(1)</script><img src="data:image/png;base64,iVBORw0KGgo=" onerror="x()"></p>';
    const created = await call('POST', '/OnlineSubmissionTemplate', {
      groupName: 'instruction',
      name: 'Standard instructions',
      body,
    });
    expect(created.statusCode).toBe(200);
    const template = created.json().data.onlineSubmissionTemplateDTO.values[0];
    expect(template.body).not.toMatch(/script|javascript|onerror/);
    expect(template.body).toContain('href="https://x.ca"');
    expect(template.body).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    await call('POST', '/OnlineSubmissionTemplate', {
      groupName: 'termsAndConditions',
      name: 'Standard terms',
      body: '<p>Terms</p>',
    });
    const instructions = await call('GET', '/OnlineSubmissionTemplate/Search?groupName=instruction');
    expect(
      instructions.json().data.onlineSubmissionTemplateDTO.values.map((v: { name: string }) => v.name),
    ).toEqual(['Standard instructions']);
    expect(
      (await call('GET', '/OnlineSubmissionTemplate/All')).json().data.onlineSubmissionTemplateDTO.count,
    ).toBe(2);
    expect((await call('GET', '/OnlineSubmissionTemplate/Search?groupName=nonsense')).statusCode).toBe(400);
    const clash = await call('POST', '/OnlineSubmissionTemplate', {
      groupName: 'instruction',
      name: 'STANDARD INSTRUCTIONS',
      body: '',
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.headers['x-message-keys']).toBe('nameAlreadyExists');
    const edited = await call('PUT', '/OnlineSubmissionTemplate', {
      id: template.id,
      groupName: 'instruction',
      name: 'Short instructions',
      body: '<p>Short</p>',
      active: false,
    });
    expect(edited.json().data.onlineSubmissionTemplateDTO.values[0]).toMatchObject({
      name: 'Short instructions',
      active: false,
      body: '<p>Short</p>',
    });
    expect((await call('DELETE', `/OnlineSubmissionTemplate?id=${template.id}`)).statusCode).toBe(200);
  });

  it('sets and clears the agency resources', async () => {
    const saved = await call('PUT', '/Resources', [
      { key: 'label.project', value: 'Solicitation' },
      { key: 'label.supplier', value: 'Vendor' },
    ]);
    expect(saved.json().data.resourceDTO.values).toEqual([
      { key: 'label.project', value: 'Solicitation' },
      { key: 'label.supplier', value: 'Vendor' },
    ]);
    const cleared = await call('PUT', '/Resources', [{ key: 'label.supplier', value: '' }]);
    expect(cleared.json().data.resourceDTO.values).toEqual([{ key: 'label.project', value: 'Solicitation' }]);
  });
});

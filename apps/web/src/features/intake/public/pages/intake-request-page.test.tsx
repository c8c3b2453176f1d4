import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeXhr } from '../../../../test/fake-xhr.ts';
import { mockServer } from '../../../../test/fetch-mock.ts';
import { fill } from '../../../../test/fill.ts';
import { refusal } from '../../../../test/fixtures.ts';
import { intakeApi, intakePage, intakeRoutes, uploadAnswer } from '../../../../test/intake-fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';

async function fillRequired(user: UserEvent) {
  await fill(user, screen.getByRole('textbox', { name: /^First name/ }), 'Rae');
  await fill(user, screen.getByRole('textbox', { name: /^Last name/ }), 'Cole');
  await fill(user, screen.getByRole('textbox', { name: /^Email/ }), 'rae@springfield.example');
  await fill(user, screen.getByRole('textbox', { name: /^Project name/ }), 'New playground');
}

function fileInput(): HTMLInputElement {
  return screen.getByTestId('intake-documents').querySelector('input[type="file"]') as HTMLInputElement;
}

describe('the public intake form', { timeout: 20_000 }, () => {
  it('draws the guide and the three sections from the agency’s context, with no session', async () => {
    const server = mockServer(intakeRoutes());
    const user = userEvent.setup();
    renderApp(intakePage);
    expect(await screen.findByRole('heading', { name: 'Contact details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Project details' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Project value' })).toBeTruthy();
    expect(screen.getByTestId('intake-header').textContent).toBe('Intake Request');
    expect(screen.getByText('City of Springfield')).toBeTruthy();
    expect(await within(screen.getByTestId('intake-guide')).findByText(/six weeks/)).toBeTruthy();
    const guide = server.callsTo(`GET ${intakeApi}/guide`)[0];
    expect(Object.fromEntries(guide?.url.searchParams ?? [])).toEqual({ customerId: '7', nodeId: '70' });
    expect(server.callsTo('POST /api/v1/login/validate')).toHaveLength(0);

    expect((screen.getByRole('combobox', { name: 'Procurement lead' }) as HTMLInputElement).value).toBe(
      'Not sure',
    );
    await user.click(screen.getByRole('combobox', { name: 'Department' }));
    await user.click(await screen.findByRole('option', { name: 'Parks' }));
    await user.click(screen.getByRole('combobox', { name: 'Division' }));
    expect(await screen.findByRole('option', { name: 'Playgrounds' })).toBeTruthy();
  });

  it('takes the long names of the ids too', async () => {
    const server = mockServer(intakeRoutes());
    renderApp('/intake-request?customerId=7&nodeId=70');
    await screen.findByTestId('intake-form');
    expect(server.callsTo(`GET ${intakeApi}/context`)).toHaveLength(1);
  });

  it('shows the unavailable page when the link has no ids, asking nothing', async () => {
    const server = mockServer(intakeRoutes());
    renderApp('/intake-request?cid=7');
    expect(await screen.findByText('customerId and nodeId are required')).toBeTruthy();
    expect(screen.getByText('This form is not available')).toBeTruthy();
    expect(server.calls.filter((call) => call.url.pathname.startsWith(intakeApi))).toHaveLength(0);
  });

  it('shows the unavailable page when the agency takes no requests (404)', async () => {
    mockServer(
      intakeRoutes({
        [`GET ${intakeApi}/context`]: { status: 404, body: ['This intake form is not available.'] },
      }),
    );
    renderApp(intakePage);
    expect(
      await screen.findByText(
        'This intake form is not available. Check the link with the procurement office.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('intake-form')).toBeNull();
  });

  it('shows any other failure with a retry', async () => {
    let fail = true;
    mockServer(
      intakeRoutes({
        [`GET ${intakeApi}/guide`]: () =>
          fail
            ? { status: 500, body: ['The server is busy.'] }
            : { body: { agencyName: 'City of Springfield', guide: '' } },
      }),
    );
    const user = userEvent.setup();
    renderApp(intakePage);
    const failed = await screen.findByTestId('error-state');
    expect(within(failed).getByText('The server is busy.')).toBeTruthy();
    fail = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('intake-form')).toBeTruthy();
    expect(screen.queryByTestId('intake-guide')).toBeNull();
  });

  it('refuses dates out of order and supplier emails not separated by ";", sending nothing', async () => {
    const server = mockServer(intakeRoutes());
    const user = userEvent.setup();
    renderApp(intakePage);
    await screen.findByTestId('intake-form');
    await fillRequired(user);
    fireEvent.change(screen.getByLabelText('Estimated posting date'), { target: { value: '2026-07-01' } });
    fireEvent.change(screen.getByLabelText('Delivery, service or construction start date'), {
      target: { value: '2026-06-01' },
    });
    await fill(
      user,
      screen.getByRole('textbox', { name: /^Supplier emails/ }),
      'a@example.com, b@example.com',
    );
    await user.click(screen.getByTestId('intake-submit'));
    expect(
      await screen.findByText(
        'The estimated posting date must be before the delivery, service or construction start date.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Enter supplier emails as valid addresses separated by ";".')).toBeTruthy();
    expect(screen.getByTestId('intake-form-failure').textContent).toBe('Some fields need your attention.');
    expect(server.callsTo(`POST ${intakeApi}`)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Delivery, service or construction start date'), {
      target: { value: '2026-08-01' },
    });
    await waitFor(() =>
      expect(
        screen.queryByText(
          'The estimated posting date must be before the delivery, service or construction start date.',
        ),
      ).toBeNull(),
    );
  });

  it('refuses a file of another format before uploading it', async () => {
    mockServer(intakeRoutes());
    const xhr = installFakeXhr();
    // A browser lets people pick "All files" whatever the accept list says.
    const user = userEvent.setup({ applyAccept: false });
    renderApp(intakePage);
    await screen.findByTestId('intake-form');
    await user.upload(fileInput(), new File(['#!/bin/sh'], 'install.sh', { type: 'text/x-sh' }));
    expect((await screen.findByTestId('intake-document-refusal')).textContent).toContain(
      'install.sh: Only Word, Excel, PDF, JPEG and PNG files are accepted',
    );
    expect(xhr.sent).toHaveLength(0);
    expect(screen.queryByTestId('intake-document')).toBeNull();
  });

  it('uploads each document at once, shows the server’s refusal, and submits with the tokens', async () => {
    const server = mockServer(intakeRoutes());
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderApp(intakePage);
    await screen.findByTestId('intake-form');
    await fillRequired(user);
    await user.upload(fileInput(), new File(['%PDF-1.4'], 'scope.pdf', { type: 'application/pdf' }));
    const request = xhr.sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${intakeApi}/documents?customerId=7&nodeId=70`);
    expect((request?.body?.get('file') as File | undefined)?.name).toBe('scope.pdf');
    act(() => request?.progress(40, 100));
    expect(await screen.findByRole('progressbar', { name: 'Uploading scope.pdf' })).toBeTruthy();

    // Sent while the upload runs: the request waits for it.
    await user.click(screen.getByTestId('intake-submit'));
    expect(await screen.findByText('Wait until every document is uploaded, or remove it.')).toBeTruthy();
    act(() => request?.respond(200, uploadAnswer('scope.pdf', 'tok-1')));
    expect(await screen.findByText('Uploaded')).toBeTruthy();

    await user.upload(fileInput(), new File(['MZ'], 'fake.png', { type: 'image/png' }));
    act(() =>
      xhr.sent[1]?.respond(
        400,
        ['Only Word, Excel, PDF, JPEG and PNG files are accepted, and the file must be what its name says.'],
        { 'x-message-keys': 'intakeFileFormatInvalid' },
      ),
    );
    const rows = await screen.findAllByTestId('intake-document');
    expect(
      await within(rows[1] as HTMLElement).findByText(/the file must be what its name says/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove fake.png' }));
    expect(screen.getAllByTestId('intake-document')).toHaveLength(1);

    await user.click(screen.getByTestId('intake-submit'));
    expect((await screen.findByTestId('intake-reference')).textContent).toBe('IR-000012');
    const sent = server.callsTo(`POST ${intakeApi}`)[0]?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      customerId: 7,
      nodeId: 70,
      documentTokens: ['tok-1'],
      website: '',
      contactDetails: { firstName: 'Rae', email: 'rae@springfield.example', procurementLeadId: null },
      projectDetail: { projectName: 'New playground', estimatedPostingDate: null },
    });
    expect(server.allMutationsCarriedCsrf()).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Send another request' }));
    expect(((await screen.findByRole('textbox', { name: /^First name/ })) as HTMLInputElement).value).toBe(
      '',
    );
    expect(screen.queryByTestId('intake-document')).toBeNull();
  });

  it('puts a field refusal of the server under its field, and asks to wait after a rate limit', async () => {
    let answer = refusal(400, ['intakeDepartmentInvalid'], ['Choose a department from the list.']);
    mockServer(intakeRoutes({ [`POST ${intakeApi}`]: () => answer }));
    const user = userEvent.setup();
    renderApp(intakePage);
    await screen.findByTestId('intake-form');
    await fillRequired(user);
    await user.click(screen.getByTestId('intake-submit'));
    const department = screen.getByRole('combobox', { name: 'Department' });
    await waitFor(() => expect(department.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Choose a department from the list.')).toBeTruthy();

    answer = refusal(429, ['tooManyRequests'], ['Too many requests. Please wait and try again.']);
    await user.click(screen.getByTestId('intake-submit'));
    expect((await screen.findByTestId('intake-form-failure')).textContent).toBe(
      'Too many requests were sent from here. Try again later.',
    );
  });

  it('keeps the honeypot out of sight and out of the tab order', async () => {
    mockServer(intakeRoutes());
    const user = userEvent.setup();
    renderApp(intakePage);
    await screen.findByTestId('intake-form');
    const honeypot = screen.getByTestId('intake-honeypot') as HTMLInputElement;
    expect(honeypot.name).toBe('website');
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    // The honeypot sits between the last field and the submit button: Tab goes straight past it.
    screen.getByRole('textbox', { name: 'Estimated total project value' }).focus();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByTestId('intake-submit'));
  });
});

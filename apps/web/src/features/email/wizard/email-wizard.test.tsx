import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { projectFixture, renderBuildPage } from '../../../test/build-fixtures.tsx';
import { installFakeXhr } from '../../../test/fake-xhr.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { EmailWizard } from './email-wizard.tsx';
import { emailPath, projectUserFixture, sentEmailFixture, wizardRoutes } from './wizard-fixtures.ts';
import { aboutProject } from './wizard-model.ts';

const about = aboutProject(projectFixture(), ['planTakers', 'projectUsers']);

function renderWizard(preselected: string[] = []) {
  return renderBuildPage(<EmailWizard about={about} preselected={preselected} onClose={() => undefined} />);
}

const stepText = () => screen.getByTestId('email-wizard-step').textContent;
const field = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

async function chooseAndCompose(user: UserEvent, ...names: string[]) {
  for (const name of names) await user.click(await screen.findByRole('checkbox', { name: `Choose ${name}` }));
  await user.click(screen.getByRole('button', { name: 'Compose' }));
}

async function useTemplate(user: UserEvent) {
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Template' })).toHaveProperty('disabled', false),
  );
  await user.click(screen.getByRole('combobox', { name: 'Template' }));
  await user.click(await screen.findByRole('option', { name: 'Addendum notice' }));
}

describe('the email wizard', { timeout: 30_000 }, () => {
  it('lists its contacts five at a time, composes only with one chosen, and goes back from steps 2 and 3', async () => {
    mockServer(wizardRoutes());
    const user = userEvent.setup();
    renderWizard();
    expect(await screen.findByRole('checkbox', { name: 'Choose Ada Byron' })).toBeTruthy();
    expect(stepText()).toBe('Step 1 of 3');
    // A company added by hand has no contact to write to; an inactive user cannot be chosen.
    expect(screen.getByRole('checkbox', { name: 'Choose Hand Added' })).toHaveProperty('disabled', true);
    expect(await screen.findByRole('checkbox', { name: 'Choose Alan Turing' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByRole('button', { name: 'Compose' })).toHaveProperty('disabled', true);

    await chooseAndCompose(user, 'Bo Chen');
    expect(stepText()).toBe('Step 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepText()).toBe('Step 1 of 3');
    expect(screen.getByRole('checkbox', { name: 'Choose Bo Chen' })).toHaveProperty('checked', true);

    await user.click(screen.getByRole('button', { name: 'Compose' }));
    await useTemplate(user);
    await user.type(field(/^Reply-to/), 'me@agency.test');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(stepText()).toBe('Step 3 of 3');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepText()).toBe('Step 2 of 3');
    expect(field(/^Reply-to/).value).toBe('me@agency.test');
  });

  it('pages a long list by five and disables include-all when no project user is active', async () => {
    const users = Array.from({ length: 7 }, (_, i) => projectUserFixture(i + 1, `User ${i + 1}`, true));
    mockServer(wizardRoutes({ users }));
    const user = userEvent.setup();
    renderWizard();
    const group = within(await screen.findByTestId('email-group-projectUsers'));
    await group.findByText('User 1');
    expect(group.queryByText('User 6')).toBeNull();
    expect(group.getByRole('checkbox', { name: 'Include all: Project users' })).toHaveProperty(
      'disabled',
      true,
    );
    await user.click(group.getByRole('button', { name: 'Page 2' }));
    expect(group.getByText('User 6')).toBeTruthy();

    const takers = within(screen.getByTestId('email-group-planTakers'));
    await user.click(takers.getByRole('checkbox', { name: 'Include all: Registered suppliers' }));
    expect(screen.getByTestId('email-chosen-count').textContent).toBe('2 contacts chosen');
  });

  it('shows the compose rules under their fields and previews only once none is broken', async () => {
    mockServer(wizardRoutes({ templates: [] }));
    const user = userEvent.setup();
    renderWizard(['contact:31']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Compose' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview).toHaveProperty('disabled', true);

    await user.type(field(/^Reply-to/), 'not-an-address');
    expect(await screen.findByText('The email address is badly formatted.')).toBeTruthy();
    await user.type(field(/^Cc/), 'a@x.ca,,b@x.ca');
    expect(screen.getByText('One or more email addresses are not valid.')).toBeTruthy();
    await user.type(field(/^Subject/), 'x');
    await user.clear(field(/^Subject/));
    expect(screen.getByText('A subject is required.')).toBeTruthy();
    expect(preview).toHaveProperty('disabled', true);
  });

  it('fills sender, cc, bcc, subject and body from the chosen template', async () => {
    const server = mockServer(wizardRoutes());
    const user = userEvent.setup();
    renderWizard(['contact:31']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Compose' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    await useTemplate(user);
    expect(server.callsTo(`GET ${emailPath}/Templates`)[0]?.url.searchParams.get('groupName')).toBe('Bids');
    expect(field(/^Sender name/).value).toBe('Purchasing');
    expect(field(/^Cc/).value).toBe('lead@agency.test');
    expect(field(/^Bcc/).value).toBe('file@agency.test');
    expect(field(/^Subject/).value).toBe('Addendum for #TenderNumber#');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Message/ }).textContent).toContain('Dear #ContactName#'),
    );
  });

  it('refuses a file over 3 MB before uploading, and replaces an uploaded file with the next', async () => {
    const server = mockServer({
      ...wizardRoutes({ templates: [] }),
      [`DELETE ${emailPath}/Documents/61`]: { body: envelope('emailDocument', []) },
    });
    const xhr = installFakeXhr();
    const user = userEvent.setup();
    renderWizard(['contact:31']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Compose' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    const input = () =>
      screen.getByTestId('email-attachment-field').querySelector('input[type="file"]') as HTMLInputElement;

    await user.upload(input(), new File([new Uint8Array(3_145_729)], 'big.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('email attach fail too large')).toBeTruthy();
    expect(xhr.sent).toHaveLength(0);

    await user.upload(input(), new File(['%PDF-1'], 'one.pdf', { type: 'application/pdf' }));
    expect(xhr.sent[0]?.url).toBe(`${emailPath}/Documents`);
    expect(screen.getByTestId('email-file-not-uploaded').textContent).toBe(
      'A file was chosen but not uploaded.',
    );
    const first = { id: 61, fileName: 'one.pdf', size: 6, contentType: 'application/pdf' };
    act(() => xhr.sent[0]?.respond(200, envelope('emailDocument', [first])));
    expect(await screen.findByText(/one\.pdf/)).toBeTruthy();
    expect(screen.queryByTestId('email-file-not-uploaded')).toBeNull();

    await user.upload(input(), new File(['%PDF-2'], 'two.pdf', { type: 'application/pdf' }));
    const second = { id: 62, fileName: 'two.pdf', size: 6, contentType: 'application/pdf' };
    act(() => xhr.sent[1]?.respond(200, envelope('emailDocument', [second])));
    expect(await screen.findByText(/two\.pdf/)).toBeTruthy();
    await waitFor(() => expect(server.callsTo(`DELETE ${emailPath}/Documents/61`)).toHaveLength(1));
  });

  it('previews each recipient’s copy with their own tokens and names what the server fills', async () => {
    mockServer(wizardRoutes());
    const user = userEvent.setup();
    renderWizard();
    await chooseAndCompose(user, 'Ada Byron', 'Bo Chen');
    await useTemplate(user);
    await user.type(field(/^Reply-to/), 'me@agency.test');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    expect(screen.getByTestId('email-preview-subject').textContent).toBe('Addendum for RFQ-77');
    const body = () => screen.getByTestId('email-preview-body').textContent;
    await waitFor(() => expect(body()).toContain('Dear Ada Byron of Acme Roads, see Road salt supply'));
    expect(screen.getByTestId('email-preview-server-tokens').textContent).toContain('#ClosingDate#');

    await user.click(screen.getByRole('combobox', { name: 'Copy of' }));
    await user.click(await screen.findByRole('option', { name: 'Bo Chen · Beta Paving' }));
    await waitFor(() => expect(body()).toContain('Dear Bo Chen of Beta Paving'));
  });

  it('schedules for later in the agency’s zone as UTC, and lists failed copies in a notice that stays', async () => {
    const scheduled = sentEmailFixture({
      status: 'scheduled',
      sendDateUtc: '2099-07-01T13:30:00.000Z',
      recipients: [
        {
          id: 1,
          kind: 'contact',
          name: 'Bo Chen',
          email: 'c2@supplier.test',
          vendorId: 5,
          companyName: 'Beta Paving',
          status: 'failed',
          error: '550 mailbox unavailable',
          sentAt: null,
        },
      ],
    });
    const server = mockServer({
      ...wizardRoutes(),
      [`POST ${emailPath}/Schedule`]: { body: envelope('email', [scheduled]) },
    });
    const user = userEvent.setup();
    renderWizard();
    await chooseAndCompose(user, 'Ada Byron', 'Bo Chen', 'Grace Hopper');
    await useTemplate(user);
    await user.type(field(/^Reply-to/), 'me@agency.test');
    await user.click(screen.getByRole('radio', { name: 'Later' }));
    // Toronto is on summer time in July: 09:30 there is 13:30 UTC.
    fireEvent.change(screen.getByLabelText(/^Send on/), { target: { value: '2099-07-01T09:30' } });
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    expect(await screen.findByTestId('email-sent-summary')).toBeTruthy();
    expect(server.callsTo(`POST ${emailPath}/Schedule`)[0]?.body).toEqual({
      projectUserIds: [1],
      contactIds: [31, 32],
      invitationIds: [],
      ccs: ['lead@agency.test'],
      bccs: ['file@agency.test'],
      attachmentIds: [],
      sender: 'Purchasing',
      replyTo: 'me@agency.test',
      subject: 'Addendum for #TenderNumber#',
      body: '<p>Dear #ContactName# of #VendorName#, see #TenderName# before #ClosingDate#.</p>',
      sendDateUtc: '2099-07-01T13:30:00.000Z',
      contractId: null,
      tenderId: 50,
      groupName: 'Bids',
      vendorId: null,
    });
    expect(stepText()).toBe('Step 3 of 3');
    const failures = screen.getByTestId('email-copy-failures');
    expect(within(failures).getByRole('listitem').textContent).toContain('550 mailbox unavailable');
  });

  it('shows a refused send as bullets and stays on the preview', async () => {
    mockServer({
      ...wizardRoutes(),
      [`POST ${emailPath}/Schedule`]: {
        status: 400,
        body: ['Mail to blocked.test is not allowed by the agency.'],
        headers: { 'x-message-keys': 'emailDomainRestricted' },
      },
    });
    const user = userEvent.setup();
    renderWizard(['contact:31']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Compose' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Compose' }));
    await useTemplate(user);
    await user.type(field(/^Reply-to/), 'me@agency.test');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const notice = await screen.findByTestId('email-send-failures');
    expect(within(notice).getByRole('listitem').textContent).toBe(
      'Mail to blocked.test is not allowed by the agency.',
    );
    expect(stepText()).toBe('Step 3 of 3');
  });

  it('resets to the first step with an empty draft', async () => {
    mockServer(wizardRoutes());
    const user = userEvent.setup();
    renderWizard();
    await chooseAndCompose(user, 'Ada Byron');
    await useTemplate(user);
    await user.type(field(/^Reply-to/), 'me@agency.test');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(stepText()).toBe('Step 1 of 3');
    expect(screen.getByRole('checkbox', { name: 'Choose Ada Byron' })).toHaveProperty('checked', false);
    await chooseAndCompose(user, 'Ada Byron');
    expect(field(/^Subject/).value).toBe('');
    expect(field(/^Reply-to/).value).toBe('');
    expect(field(/^Sender name/).value).toBe('');
  });
});

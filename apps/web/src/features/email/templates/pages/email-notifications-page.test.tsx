import { type EmailTemplate, noticeCatalogue } from '@procura/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { showLanguage } from '../../../../platform/i18n/index.ts';
import {
  controlPanelAdmin,
  controlPanelRoutes,
  controlPanelViewer,
  nodePath,
} from '../../../../test/control-panel-fixtures.ts';
import { envelope, type MockRoute, mockServer } from '../../../../test/fetch-mock.ts';
import { refusal } from '../../../../test/fixtures.ts';
import { renderApp } from '../../../../test/render.tsx';

const page = '/control-panel/email-notifications';
const templatesPath = `${nodePath}/Emails/Templates`;
const domainsPath = `${nodePath}/Emails/RestrictedDomains`;

function templateFixture(id: number, overrides: Partial<EmailTemplate> = {}): EmailTemplate {
  return {
    id,
    name: `Template ${id}`,
    groupName: 'Bids',
    language: 'en',
    active: true,
    sender: '',
    cc: '',
    bcc: '',
    subject: `Subject ${id}`,
    body: '<p>Hello</p>',
    updatedAt: '2026-03-01T12:00:00.000Z',
    ...overrides,
  };
}

const stored = [
  templateFixture(1, { name: 'Addendum notice' }),
  templateFixture(2, { name: 'Bid reminder', active: false }),
  templateFixture(3, { name: 'Contract start', groupName: 'Contracts' }),
  templateFixture(4, { name: 'Rappel', language: 'fr' }),
];

/** A server holding the templates, answering creates, updates and deletes as the real one. */
function templateServer(session = controlPanelAdmin(), extra: Record<string, MockRoute> = {}) {
  let templates = [...stored];
  let nextId = 10;
  const server = mockServer({
    ...controlPanelRoutes(session),
    [`GET ${templatesPath}/All`]: () => ({ body: envelope('emailTemplate', templates) }),
    [`POST ${templatesPath}`]: ({ body }) => {
      const created = templateFixture(nextId++, body as Partial<EmailTemplate>);
      templates = [...templates, created];
      return { body: envelope('emailTemplate', [created]) };
    },
    [`PUT ${templatesPath}/1`]: ({ body }) => {
      const updated = templateFixture(1, body as Partial<EmailTemplate>);
      templates = templates.map((item) => (item.id === 1 ? updated : item));
      return { body: envelope('emailTemplate', [updated]) };
    },
    [`DELETE ${templatesPath}/2`]: () => {
      const removed = templates.find((item) => item.id === 2);
      templates = templates.filter((item) => item.id !== 2);
      return { body: envelope('emailTemplate', removed ? [removed] : []) };
    },
    [`POST ${templatesPath}/1/Test`]: { body: { to: 'ada@springfield.example' } },
    [`GET ${domainsPath}`]: { body: { domains: ['competitor.example'] } },
    ...extra,
  });
  return server;
}

type User = ReturnType<typeof userEvent.setup>;

/** Picks a group in the list's picker, or in the modal's when `form` is given. */
async function chooseGroup(user: User, name: string, form?: HTMLElement) {
  await user.click((form ? within(form) : screen).getByRole('combobox', { name: /^Group/ }));
  await user.click(await screen.findByRole('option', { name }));
}

const rowNames = () =>
  within(screen.getByTestId('email-templates'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('td p')?.textContent);

describe('control panel › email notifications', { timeout: 30_000 }, () => {
  it('lists the templates of a group and language with their active flag', async () => {
    templateServer();
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('email-templates');
    expect(screen.getByRole('heading', { name: 'Email Notifications' })).toBeTruthy();
    expect(rowNames()).toEqual(['Addendum notice', 'Bid reminder']);
    expect(within(screen.getByTestId('email-template-1')).getByText('Active')).toBeTruthy();
    expect(within(screen.getByTestId('email-template-2')).getByText('Inactive')).toBeTruthy();

    await chooseGroup(user, 'Contracts');
    expect(rowNames()).toEqual(['Contract start']);
    await chooseGroup(user, 'Reject document');
    expect(screen.getByText('No template in this group and language yet')).toBeTruthy();
    await chooseGroup(user, 'Bids');
    await user.click(screen.getByRole('radio', { name: 'French' }));
    expect(rowNames()).toEqual(['Rappel']);
  });

  it('adds a template, refusing a bad cc list first, with a token put in the message', async () => {
    const server = templateServer();
    const user = userEvent.setup();
    renderApp(page);
    await user.click(await screen.findByTestId('email-template-add'));
    const form = await screen.findByTestId('email-template-form');
    // Pasted rather than typed key by key: each key redraws the whole modal, editor included.
    const paste = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await paste(within(form).getByRole('textbox', { name: /^Name/ }), 'Site meeting');
    await paste(within(form).getByRole('textbox', { name: /^Subject/ }), 'Meeting for ');
    await paste(within(form).getByRole('textbox', { name: /^Cc/ }), 'a@x.ca,,b@x.ca');
    // The Bids palette: tender tokens, no contract ones.
    expect(within(form).getByTestId('token-TenderName')).toBeTruthy();
    expect(within(form).queryByTestId('token-ContractName')).toBeNull();
    await within(form).findByRole('textbox', { name: /^Message/ });
    await user.click(within(form).getByRole('radio', { name: 'Message' }));
    await user.click(within(form).getByTestId('token-SiteMeeting'));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^Message/ }).textContent).toBe('#SiteMeeting#'),
    );

    await user.click(screen.getByTestId('email-template-save'));
    expect(await within(form).findByText('One or more email addresses are not valid.')).toBeTruthy();
    expect(server.callsTo(`POST ${templatesPath}`)).toHaveLength(0);

    const cc = within(form).getByRole('textbox', { name: /^Cc/ });
    await user.clear(cc);
    await paste(cc, 'a@x.ca; b@x.ca');
    await user.click(screen.getByTestId('email-template-save'));
    await waitFor(() => expect(server.callsTo(`POST ${templatesPath}`)).toHaveLength(1));
    expect(server.callsTo(`POST ${templatesPath}`)[0]?.body).toEqual({
      name: 'Site meeting',
      groupName: 'Bids',
      language: 'en',
      active: true,
      sender: '',
      cc: 'a@x.ca; b@x.ca',
      bcc: '',
      subject: 'Meeting for ',
      body: '<p>#SiteMeeting#</p>',
    });
    await waitFor(() => expect(screen.queryByTestId('email-template-form')).toBeNull());
    expect(await screen.findByText('Site meeting')).toBeTruthy();
  });

  it('edits a template, a token going into the subject where the cursor is', async () => {
    const server = templateServer();
    const user = userEvent.setup();
    renderApp(page);
    await user.click(await screen.findByTestId('email-template-edit-1'));
    const form = await screen.findByTestId('email-template-form');
    const subject = within(form).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement;
    expect(subject.value).toBe('Subject 1');
    await user.click(subject);
    subject.setSelectionRange(8, 8);
    await user.click(within(form).getByTestId('token-TenderNumber'));
    expect(subject.value).toBe('Subject #TenderNumber#1');
    await user.click(within(form).getByRole('switch', { name: 'Active' }));
    await user.click(screen.getByTestId('email-template-save'));

    await waitFor(() => expect(server.callsTo(`PUT ${templatesPath}/1`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${templatesPath}/1`)[0]?.body).toMatchObject({
      name: 'Addendum notice',
      subject: 'Subject #TenderNumber#1',
      active: false,
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('email-template-1')).getByText('Inactive')).toBeTruthy(),
    );
  });

  it('shows a taken name under the name field and keeps the modal open', async () => {
    templateServer(controlPanelAdmin(), {
      [`POST ${templatesPath}`]: refusal(
        409,
        ['emailTemplateNameTaken'],
        ['A template of this group already has this name.'],
      ),
    });
    const user = userEvent.setup();
    renderApp(page);
    await user.click(await screen.findByTestId('email-template-add'));
    const form = await screen.findByTestId('email-template-form');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Addendum notice');
    await user.type(within(form).getByRole('textbox', { name: /^Subject/ }), 'Again');
    await user.click(screen.getByTestId('email-template-save'));
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(within(form).getByText('A template of this group already has this name.')).toBeTruthy();
    expect(screen.getByTestId('email-template-form')).toBeTruthy();
  });

  it('deletes a template once confirmed, and sends a test to oneself', async () => {
    const server = templateServer();
    const user = userEvent.setup();
    renderApp(page);
    await user.click(await screen.findByTestId('email-template-delete-2'));
    await user.click(await screen.findByTestId('confirm-action'));
    await waitFor(() => expect(server.callsTo(`DELETE ${templatesPath}/2`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByTestId('email-template-2')).toBeNull());

    await user.click(screen.getByTestId('email-template-test-1'));
    expect(await screen.findByText('A test was sent to ada@springfield.example.')).toBeTruthy();
    expect(server.callsTo(`POST ${templatesPath}/1/Test`)).toHaveLength(1);
  });

  it('shows the wording a platform notice goes out with while no template replaces it', async () => {
    templateServer();
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('email-templates');
    await chooseGroup(user, 'Intake request declined');

    expect(screen.getByTestId('notice-default-subject').textContent).toBe(
      'Your intake request #Reference# was declined',
    );
    // The body as the platform sends it, line breaks and all.
    expect(screen.getByTestId('notice-default-body').textContent).toBe(
      noticeCatalogue.intakeDeclined.en.body,
    );
    expect(screen.getByTestId('notice-default-body').textContent).toContain('The reason given:\n#Reason#');
    expect(screen.queryByTestId('email-templates')).toBeNull();
    expect(screen.queryByText('No template in this group and language yet')).toBeNull();
    expect(screen.queryByTestId('notice-replaced')).toBeNull();

    await user.click(screen.getByRole('radio', { name: 'French' }));
    expect(screen.getByTestId('notice-default-subject').textContent).toBe(
      'Votre demande d’intake #Reference# a été refusée',
    );
  });

  it('customises a notice from its wording, with the notice’s tokens', async () => {
    const server = templateServer();
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('email-templates');
    await chooseGroup(user, 'Intake request declined');
    await user.click(screen.getByTestId('notice-customise'));

    const form = await screen.findByTestId('email-template-form');
    expect((within(form).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).value).toBe(
      'Intake request declined',
    );
    expect((within(form).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement).value).toBe(
      'Your intake request #Reference# was declined',
    );
    const message = await within(form).findByRole('textbox', { name: /^Message/ });
    await waitFor(() =>
      expect(message.textContent).toContain('#AgencyName# has declined your intake request'),
    );
    expect(within(form).getByTestId('token-Reason')).toBeTruthy();
    expect(within(form).getByTestId('token-FirstName')).toBeTruthy();
    expect(within(form).queryByTestId('token-TenderName')).toBeNull();

    await user.click(screen.getByTestId('email-template-save'));
    await waitFor(() => expect(server.callsTo(`POST ${templatesPath}`)).toHaveLength(1));
    expect(server.callsTo(`POST ${templatesPath}`)[0]?.body).toMatchObject({
      name: 'Intake request declined',
      groupName: 'intakeDeclined',
      language: 'en',
      active: true,
      subject: 'Your intake request #Reference# was declined',
      body:
        '<p>Hello #FirstName#,</p>' +
        '<p>#AgencyName# has declined your intake request #Reference# for &quot;#ProjectName#&quot;.</p>' +
        '<p>The reason given:<br>#Reason#</p>',
    });
    await waitFor(() => expect(screen.queryByTestId('email-template-form')).toBeNull());
    expect(await screen.findByTestId('notice-replaced')).toBeTruthy();
    expect(screen.queryByTestId('notice-default')).toBeNull();
  });

  it('says an active template replaces a notice’s wording, and shows the wording beside an inactive one', async () => {
    templateServer(controlPanelAdmin(), {
      [`GET ${templatesPath}/All`]: {
        body: envelope('emailTemplate', [
          templateFixture(20, { name: 'Our decline', groupName: 'intakeDeclined' }),
          templateFixture(21, {
            name: 'Notre refus',
            groupName: 'intakeDeclined',
            language: 'fr',
            active: false,
          }),
        ]),
      },
    });
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByText('No template in this group and language yet');
    await chooseGroup(user, 'Intake request declined');
    expect(screen.getByText(/replaces the platform’s own wording/)).toBeTruthy();
    expect(screen.queryByTestId('notice-default')).toBeNull();
    expect(rowNames()).toEqual(['Our decline']);

    await user.click(screen.getByRole('radio', { name: 'French' }));
    expect(screen.queryByTestId('notice-replaced')).toBeNull();
    expect(screen.getByTestId('notice-default-subject').textContent).toBe(
      'Votre demande d’intake #Reference# a été refusée',
    );
    expect(rowNames()).toEqual(['Notre refus']);
  });

  it('fills a new template’s empty subject and message when a notice is chosen as its group', async () => {
    templateServer();
    const user = userEvent.setup();
    renderApp(page);
    await user.click(await screen.findByTestId('email-template-add'));
    const form = await screen.findByTestId('email-template-form');
    const subject = within(form).getByRole('textbox', { name: /^Subject/ }) as HTMLInputElement;
    expect(subject.value).toBe('');
    await chooseGroup(user, 'Intake request declined', form);
    expect(subject.value).toBe('Your intake request #Reference# was declined');
    const message = await within(form).findByRole('textbox', { name: /^Message/ });
    await waitFor(() => expect(message.textContent).toContain('The reason given:#Reason#'));
    expect(within(form).getByTestId('token-Reason')).toBeTruthy();

    // Untouched, the wording follows the language; once edited, it stays.
    await user.click(within(form).getByRole('combobox', { name: /^Language/ }));
    await user.click(await screen.findByRole('option', { name: 'French' }));
    expect(subject.value).toBe('Votre demande d’intake #Reference# a été refusée');
    await user.type(subject, '!');
    await chooseGroup(user, 'Intake request approved', form);
    expect(subject.value).toBe('Votre demande d’intake #Reference# a été refusée!');
  });

  it('names the notices in the interface’s language', async () => {
    await showLanguage('fr', 'all');
    templateServer();
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('email-templates');
    await user.click(screen.getByRole('combobox', { name: 'Groupe' }));
    expect(await screen.findByText('Avis de la plateforme')).toBeTruthy();
    await user.click(await screen.findByRole('option', { name: 'Demande d’intake refusée' }));
    expect((screen.getByRole('combobox', { name: 'Groupe' }) as HTMLInputElement).value).toBe(
      'Demande d’intake refusée',
    );
    expect(screen.getByTestId('notice-default')).toBeTruthy();
  });

  it('saves the restricted domains, refusing one that is not a domain', async () => {
    const server = templateServer(controlPanelAdmin(), {
      [`PUT ${domainsPath}`]: ({ body }) => ({ body }),
    });
    const user = userEvent.setup();
    renderApp(page);
    const domains = (await screen.findByTestId('restricted-domains')) as HTMLTextAreaElement;
    expect(domains.value).toBe('competitor.example');
    await user.type(domains, '\nnot a domain');
    expect(await screen.findByText(/^not: /)).toBeTruthy();
    expect((screen.getByTestId('restricted-domains-save') as HTMLButtonElement).disabled).toBe(true);

    await user.clear(domains);
    await user.type(domains, 'competitor.example\nRival.CA');
    await user.click(screen.getByTestId('restricted-domains-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${domainsPath}`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${domainsPath}`)[0]?.body).toEqual({
      domains: ['competitor.example', 'rival.ca'],
    });
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    await waitFor(() => expect(domains.value).toBe('competitor.example\nrival.ca'));
  });

  it('is read-only for people who may only look: templates open to view, nothing changes', async () => {
    templateServer(controlPanelViewer());
    const user = userEvent.setup();
    renderApp(page);
    await screen.findByTestId('email-templates');
    expect(screen.getByTestId('read-only-notice')).toBeTruthy();
    expect((screen.getByTestId('email-template-add') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('email-template-delete-1') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('email-template-test-1') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('restricted-domains') as HTMLTextAreaElement).disabled).toBe(true);

    await user.click(screen.getByTestId('email-template-view-1'));
    const form = await screen.findByTestId('email-template-form');
    expect((within(form).getByRole('textbox', { name: /^Name/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(form).queryByTestId('token-palette')).toBeNull();
    expect(screen.queryByTestId('email-template-save')).toBeNull();
  });

  it('shows a failed load with a retry, the domains still usable', async () => {
    templateServer(controlPanelAdmin(), {
      [`GET ${templatesPath}/All`]: { status: 500, body: ['Server error'] },
    });
    renderApp(page);
    expect(await screen.findByText('The email templates could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByTestId('restricted-domains')).toBeTruthy();
  });
});

import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unsavedChanges } from '../../../platform/session/unsaved-changes.ts';
import { refusal } from '../../../test/fixtures.ts';
import { currentLocation } from '../../../test/render.tsx';
import {
  projectFixture,
  renderRequirements,
  requirementsBase,
  requirementsFixture,
  requirementsPath,
  requirementsServer,
  templateFixture,
} from '../../../test/requirements-fixtures.tsx';

configure({ asyncUtilTimeout: 5_000 });

const texts = (changes: Record<string, string>) => ({ ...requirementsFixture().texts, ...changes });
/** The section text's editable box, inside the `section-text` wrapper. */
const sectionText = () => within(screen.getByTestId('section-text')).getByRole('textbox');

/** The section text's markup, as the editor shows it. */
const sectionHtml = () => sectionText().innerHTML;

/**
 * Types at the end of the section text. One key per call: within a single call user-event keeps
 * its own idea of the cursor, which the editor's re-rendering of the paragraph invalidates.
 */
async function typeText(user: UserEvent, text: string) {
  const box = await within(screen.getByTestId('section-text')).findByRole('textbox');
  await user.click(box);
  // A click in jsdom puts the cursor at the start: move it after the last letter, and tell the
  // editor, which follows the document's selection through "selectionchange" (not fired by jsdom).
  const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
  let last: Node | null = null;
  while (walker.nextNode()) last = walker.currentNode;
  if (last) {
    const end = last.textContent?.length ?? 0;
    document.getSelection()?.setBaseAndExtent(last, end, last, end);
    act(() => {
      document.dispatchEvent(new Event('selectionchange'));
    });
  }
  for (const key of text) await user.keyboard(key);
}

/** Opens "Insert from template" once its templates have loaded. */
async function openTemplates(user: UserEvent) {
  const picker = screen.getByRole('combobox', { name: 'Insert from template' });
  await waitFor(() => expect(picker.hasAttribute('disabled')).toBe(false));
  await user.click(picker);
}

async function chooseTemplate(user: UserEvent, name: string) {
  await openTemplates(user);
  await user.click(await screen.findByRole('option', { name }));
}

describe('a section page', { timeout: 30_000 }, () => {
  it('fills an empty text from an active template of the section’s group', async () => {
    const { server } = requirementsServer({
      templates: [
        templateFixture(1, 'instruction', 'Standard instructions', '<p>Bring two copies.</p>'),
        templateFixture(2, 'instruction', 'Old instructions', '<p>Fax it.</p>', false),
        templateFixture(3, 'termsAndConditions', 'Standard terms', '<p>Net 30.</p>'),
      ],
    });
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/instructions`);
    expect(await screen.findByRole('heading', { name: 'Instructions' })).toBeTruthy();
    await openTemplates(user);
    expect(await screen.findByRole('option', { name: 'Standard instructions' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Old instructions' })).toBeNull();
    expect(screen.queryByRole('option', { name: 'Standard terms' })).toBeNull();
    await user.click(screen.getByRole('option', { name: 'Standard instructions' }));

    // An empty text is filled at once, with nothing to confirm.
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(sectionHtml()).toBe('<p>Bring two copies.</p>'));
    expect(server.calls.some((call) => call.url.searchParams.get('groupName') === 'instruction')).toBe(true);
  });

  it('asks before a template replaces a text already written', async () => {
    requirementsServer({
      requirements: requirementsFixture({ texts: texts({ Terms: '<p>Our own terms.</p>' }) }),
      templates: [templateFixture(3, 'termsAndConditions', 'Standard terms', '<p>Net 30.</p>')],
    });
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/terms`);
    await screen.findByRole('heading', { name: 'Terms' });
    await waitFor(() => expect(sectionHtml()).toBe('<p>Our own terms.</p>'));

    await chooseTemplate(user, 'Standard terms');
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('replaced by the template “Standard terms”');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sectionHtml()).toBe('<p>Our own terms.</p>');

    await chooseTemplate(user, 'Standard terms');
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(sectionHtml()).toBe('<p>Net 30.</p>'));
  });

  it('offers no templates where the section has no template group', async () => {
    requirementsServer();
    renderRequirements(`${requirementsBase}/prices`);
    await screen.findByRole('heading', { name: 'Prices' });
    expect(screen.queryByTestId('template-picker')).toBeNull();
    expect(screen.getByLabelText('Introduction')).toBeTruthy();
  });

  it('saves its text alone, keeping the rest, and counts as unsaved until then', async () => {
    const { server, state } = requirementsServer({
      requirements: requirementsFixture({
        bondTitle: 'Bid bond',
        specificationsTitle: 'Technical',
        texts: texts({ Terms: '<p>Net 30.</p>' }),
      }),
    });
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/instructions`);
    await screen.findByRole('heading', { name: 'Instructions' });
    expect(screen.getByTestId('section-not-included')).toBeTruthy();
    expect(screen.getByTestId('section-save').hasAttribute('disabled')).toBe(true);

    await typeText(user, 'Deliver to City Hall.');
    expect(screen.getByTestId('section-unsaved')).toBeTruthy();
    expect(unsavedChanges.has()).toBe(true);
    await user.click(screen.getByTestId('section-save'));

    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    // The page sends its own part; the server keeps the rest.
    expect(server.callsTo(`PUT ${requirementsPath}`)[0]?.body).toEqual({
      tenderId: 50,
      version: 1,
      texts: { Instructions: '<p>Deliver to City Hall.</p>' },
    });
    await waitFor(() => expect(screen.queryByTestId('section-unsaved')).toBeNull());
    expect(unsavedChanges.has()).toBe(false);
    expect(state.requirements.texts.Terms).toBe('<p>Net 30.</p>');
    expect(state.requirements.bondTitle).toBe('Bid bond');

    // A second save goes with the version the first one answered.
    await typeText(user, ' By noon.');
    await user.click(screen.getByTestId('section-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${requirementsPath}`)).toHaveLength(2));
    expect(server.callsTo(`PUT ${requirementsPath}`)[1]?.body).toMatchObject({
      version: 2,
      texts: { Instructions: '<p>Deliver to City Hall. By noon.</p>' },
    });
  });

  it('discards changes back to the saved text', async () => {
    requirementsServer({ requirements: requirementsFixture({ texts: texts({ Terms: 'Net 30.' }) }) });
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/terms`);
    await screen.findByRole('heading', { name: 'Terms' });
    await waitFor(() => expect(sectionText().textContent).toBe('Net 30.'));
    await typeText(user, ' Or else.');
    await waitFor(() => expect(sectionText().textContent).toBe('Net 30. Or else.'));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(sectionText().textContent).toBe('Net 30.'));
    expect(screen.queryByTestId('section-unsaved')).toBeNull();
  });

  it('refuses a specification title with special characters as it is typed', async () => {
    const { server } = requirementsServer();
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/specifications`);
    const title = await screen.findByTestId('specifications-title');
    await user.type(title, 'Scope #2');
    expect(
      await screen.findByText('The specification title may contain letters, digits and spaces only.'),
    ).toBeTruthy();
    expect(screen.getByTestId('section-save').hasAttribute('disabled')).toBe(true);
    expect(server.callsTo(`PUT ${requirementsPath}`)).toHaveLength(0);

    await user.clear(title);
    await user.type(title, 'Scope 2 élargi');
    expect(
      screen.queryByText('The specification title may contain letters, digits and spaces only.'),
    ).toBeNull();
    await user.click(screen.getByTestId('section-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${requirementsPath}`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${requirementsPath}`)[0]?.body).toEqual({
      tenderId: 50,
      version: 1,
      texts: { Specifications: '' },
      specificationsTitle: 'Scope 2 élargi',
    });
  });

  it('shows the server’s refusal of a specification title under the field', async () => {
    requirementsServer(
      {},
      {
        [`PUT ${requirementsPath}`]: refusal(
          400,
          ['specificationTitleInvalid'],
          ['The specification title may contain letters, digits and spaces only.'],
        ),
      },
    );
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/specifications`);
    await user.type(await screen.findByTestId('specifications-title'), 'Scope');
    await user.click(screen.getByTestId('section-save'));
    expect(
      await screen.findByText('The specification title may contain letters, digits and spaces only.'),
    ).toBeTruthy();
    expect(screen.getByTestId('specifications-title').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByTestId('section-failure')).toBeNull();
  });

  it('saves the bond title and whether digital bonds are allowed', async () => {
    const { server } = requirementsServer();
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/security`);
    await user.type(await screen.findByTestId('bond-title'), 'Bid security');
    await user.click(screen.getByRole('switch', { name: /Allow digital bonds/ }));
    await user.click(screen.getByTestId('section-save'));
    await waitFor(() => expect(server.callsTo(`PUT ${requirementsPath}`)).toHaveLength(1));
    expect(server.callsTo(`PUT ${requirementsPath}`)[0]?.body).toEqual({
      tenderId: 50,
      version: 1,
      texts: { Security: '' },
      bondTitle: 'Bid security',
      allowDigitalBonds: true,
    });
  });

  it('says when someone else saved first, and reloads their version on request', async () => {
    const { state } = requirementsServer({
      requirements: requirementsFixture({ texts: texts({ Terms: 'Net 30.' }) }),
    });
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/terms`);
    await screen.findByRole('heading', { name: 'Terms' });
    state.requirements = { ...state.requirements, texts: texts({ Terms: 'Net 45.' }), version: 2 };
    await waitFor(() => expect(sectionText().textContent).toBe('Net 30.'));
    await typeText(user, ' Mine.');
    await user.click(screen.getByTestId('section-save'));
    const failure = await screen.findByTestId('section-failure');
    expect(failure.textContent).toContain('Someone else saved these requirements.');
    expect(sectionText().textContent).toBe('Net 30. Mine.');

    await user.click(within(failure).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(sectionText().textContent).toBe('Net 45.'));
    expect(screen.queryByTestId('section-failure')).toBeNull();
  });

  it('goes to the edit page when a save finds the requirements locked by new submissions', async () => {
    const { state } = requirementsServer(
      {},
      {
        [`PUT ${requirementsPath}`]: () => {
          state.requirements = { ...state.requirements, lock: 'submissions', completedSubmissions: 1 };
          return refusal(409, ['requirementsHaveSubmissions'], ['Suppliers have completed submissions.']);
        },
      },
    );
    const user = userEvent.setup();
    renderRequirements(`${requirementsBase}/terms`);
    await screen.findByRole('heading', { name: 'Terms' });
    await typeText(user, 'Net 30.');
    await user.click(screen.getByTestId('section-save'));
    await waitFor(() => expect(currentLocation()).toBe(`${requirementsBase}/edit`));
    expect(await screen.findByTestId('requirements-have-submissions')).toBeTruthy();
  });

  it('is read-only for a user who may not change the project', async () => {
    requirementsServer({
      requirements: requirementsFixture({ texts: texts({ Documents: 'Upload these.' }) }),
      templates: [templateFixture(1, 'document', 'Docs', '<p>x</p>')],
    });
    renderRequirements(`${requirementsBase}/documents`, projectFixture({ canEdit: false }));
    await screen.findByRole('heading', { name: 'Documents' });
    expect(screen.getByTestId('read-only')).toBeTruthy();
    await waitFor(() => expect(sectionText().textContent).toBe('Upload these.'));
    expect(sectionText().getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByRole('toolbar', { name: 'Formatting' })).toBeNull();
    expect(screen.queryByTestId('section-save')).toBeNull();
    expect(screen.queryByTestId('template-picker')).toBeNull();
  });
});

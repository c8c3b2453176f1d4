import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlPanelRoutes, nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const templatePath = `${nodePath}/OnlineSubmissionTemplate`;
const resourcesPath = `${nodePath}/Resources`;

function template(id: number, name: string, body: string, groupName = 'instruction') {
  return { id, groupName, name, body, active: true };
}

// One key per call: the rich-text editor re-renders its paragraph as it goes, which a multi-key
// call of user-event does not expect.
async function typeInEditor(user: UserEvent, text: string) {
  for (const key of text) await user.keyboard(key);
}

describe('system content: templates', { timeout: 20_000 }, () => {
  it('saves a new template written in the editor, then shows the body as the server stored it', async () => {
    const instructions = [template(1, 'Standard instructions', '<p>Read everything.</p>')];
    const server = mockServer({
      ...controlPanelRoutes(),
      [`GET ${templatePath}/Search`]: ({ url }) => ({
        body: envelope(
          'onlineSubmissionTemplate',
          url.searchParams.get('groupName') === 'instruction' ? instructions : [],
        ),
      }),
      // The server cleans the body as it stores it, so its answer may differ from what was sent.
      [`POST ${templatePath}`]: ({ body }) => {
        const stored = template(
          9,
          (body as { name: string }).name,
          '<p>Bring <strong>two</strong> copies.</p>',
        );
        instructions.push(stored);
        return { body: envelope('onlineSubmissionTemplate', [stored]) };
      },
    });
    const user = userEvent.setup();
    renderApp('/control-panel/system-content');
    expect(await screen.findByRole('tab', { name: 'Instructions' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Terms and conditions' })).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Documents' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'New template' }));
    const form = await screen.findByTestId('template-form');
    await user.type(within(form).getByLabelText(/^Name/), 'Delivery');
    const editor = await within(form).findByRole('textbox', { name: /^Content/ });
    await user.click(editor);
    await typeInEditor(user, 'Bring two copies.');
    await user.click(within(form).getByRole('button', { name: 'Bold' }));
    // The toolbar hands the focus back to the text at the next animation frame (Tiptap's focus
    // command); a key pressed before that lands on the button.
    await waitFor(() => expect(document.activeElement).toBe(editor));
    await user.keyboard('!');
    await user.click(within(form).getByTestId('template-save'));

    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`POST ${templatePath}`)[0]?.body).toEqual({
      groupName: 'instruction',
      name: 'Delivery',
      body: '<p>Bring two copies.<strong>!</strong></p>',
      active: true,
    });
    // The new template joins the list and stays open, its editor showing the body as stored.
    expect(screen.getByRole('button', { name: 'Delivery' })).toBeTruthy();
    const reopened = await screen.findByTestId('template-form');
    await waitFor(() =>
      expect(within(reopened).getByRole('textbox', { name: /^Content/ }).innerHTML).toBe(
        '<p>Bring <strong>two</strong> copies.</p>',
      ),
    );
    expect(within(reopened).getByTestId('template-save')).toHaveProperty('disabled', true);
  });

  it('edits an existing template in the editor', async () => {
    const server = mockServer({
      ...controlPanelRoutes(),
      [`GET ${templatePath}/Search`]: {
        body: envelope('onlineSubmissionTemplate', [template(1, 'Standard instructions', '<p>Old</p>')]),
      },
      [`PUT ${templatePath}`]: ({ body }) => ({
        body: envelope('onlineSubmissionTemplate', [
          { ...template(1, 'Standard instructions', ''), ...(body as object) },
        ]),
      }),
    });
    const user = userEvent.setup();
    renderApp('/control-panel/system-content');
    await user.click(await screen.findByRole('button', { name: 'Standard instructions' }));
    const editor = await screen.findByRole('textbox', { name: /^Content/ });
    await waitFor(() => expect(editor.innerHTML).toBe('<p>Old</p>'));
    expect(screen.getByTestId('template-save')).toHaveProperty('disabled', true);
    await user.click(editor);
    await user.keyboard('{Control>}a{/Control}');
    await typeInEditor(user, 'New');
    await user.click(screen.getByTestId('template-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`PUT ${templatePath}`)[0]?.body).toMatchObject({ id: 1, body: '<p>New</p>' });
  });
});

describe('library content', { timeout: 20_000 }, () => {
  it('shows document templates and saves resources, removing a deleted key with an empty value', async () => {
    const server = mockServer({
      ...controlPanelRoutes(),
      [`GET ${templatePath}/Search`]: ({ url }) => ({
        body: envelope(
          'onlineSubmissionTemplate',
          url.searchParams.get('groupName') === 'document'
            ? [template(4, 'Bid form', '<p>Form</p>', 'document')]
            : [],
        ),
      }),
      [`GET ${resourcesPath}`]: {
        body: envelope('resource', [
          { key: 'bidLabel', value: 'Bid' },
          { key: 'vendorLabel', value: 'Supplier' },
        ]),
      },
      [`PUT ${resourcesPath}`]: { body: envelope('resource', [{ key: 'bidLabel', value: 'Tender' }]) },
    });
    const user = userEvent.setup();
    renderApp('/control-panel/library-content');
    expect(await screen.findByRole('button', { name: 'Bid form' })).toBeTruthy();
    expect(
      server.calls
        .filter((call) => call.url.pathname.endsWith('/Search'))[0]
        ?.url.searchParams.get('groupName'),
    ).toBe('document');

    await screen.findByTestId('resources-form');
    await user.clear(screen.getByLabelText('Value of row 1'));
    await user.type(screen.getByLabelText('Value of row 1'), 'Tender');
    await user.click(screen.getByRole('button', { name: 'Remove vendorLabel' }));
    await user.click(screen.getByRole('button', { name: 'Add resource' }));
    await user.type(screen.getByLabelText('Key of row 2'), 'bidLabel');
    await user.tab();
    expect(await screen.findByText('This key is already listed.')).toBeTruthy();
    expect((screen.getByTestId('resources-save') as HTMLButtonElement).disabled).toBe(true);
    // Two rows now share the key; the second goes again.
    const [, second] = screen.getAllByRole('button', { name: 'Remove bidLabel' });
    if (second) await user.click(second);

    await user.click(screen.getByTestId('resources-save'));
    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`PUT ${resourcesPath}`)[0]?.body).toEqual([
      { key: 'bidLabel', value: 'Tender' },
      { key: 'vendorLabel', value: '' },
    ]);
  });
});

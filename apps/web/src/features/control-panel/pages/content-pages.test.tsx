import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { controlPanelRoutes, nodePath } from '../../../test/control-panel-fixtures.ts';
import { envelope, mockServer } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render.tsx';

const templatePath = `${nodePath}/OnlineSubmissionTemplate`;
const resourcesPath = `${nodePath}/Resources`;

function template(id: number, name: string, body: string, groupName = 'instruction') {
  return { id, groupName, name, body, active: true };
}

describe('system content: templates', () => {
  it('saves a new template and previews the body the server stored, never the draft', async () => {
    const instructions = [template(1, 'Standard instructions', '<p>Read everything.</p>')];
    const server = mockServer({
      ...controlPanelRoutes(),
      [`GET ${templatePath}/Search`]: ({ url }) => ({
        body: envelope(
          'onlineSubmissionTemplate',
          url.searchParams.get('groupName') === 'instruction' ? instructions : [],
        ),
      }),
      // The server cleans the body: the script is gone from what it stores and answers.
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
    expect(within(form).getByText('Save the template to see its preview.')).toBeTruthy();
    await user.type(within(form).getByLabelText(/^Name/), 'Delivery');
    await user.click(within(form).getByLabelText(/^Content/));
    await user.paste('<p>Bring <strong>two</strong> copies.</p><script>alert(1)</script>');
    // The draft is never rendered as HTML.
    expect(document.querySelector('script')).toBeNull();
    await user.click(within(form).getByTestId('template-save'));

    expect(await screen.findByText('Saved successfully.')).toBeTruthy();
    expect(server.callsTo(`POST ${templatePath}`)[0]?.body).toEqual({
      groupName: 'instruction',
      name: 'Delivery',
      body: '<p>Bring <strong>two</strong> copies.</p><script>alert(1)</script>',
      active: true,
    });
    const preview = await screen.findByTestId('template-preview');
    expect(preview.innerHTML).toContain('<p>Bring <strong>two</strong> copies.</p>');
    expect(preview.querySelector('script')).toBeNull();
    // The new template joins the list and stays open, its form showing the body as stored.
    expect(screen.getByRole('button', { name: 'Delivery' })).toBeTruthy();
    expect((screen.getByLabelText(/^Content/) as HTMLTextAreaElement).value).toBe(
      '<p>Bring <strong>two</strong> copies.</p>',
    );
  });

  it('edits an existing template, saying the preview is of the saved version until saved', async () => {
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
    const preview = await screen.findByTestId('template-preview');
    expect(preview.innerHTML).toContain('<p>Old</p>');
    const body = screen.getByLabelText(/^Content/);
    await user.clear(body);
    await user.type(body, 'New');
    expect(screen.getByText('The preview shows the saved version; save to see your changes.')).toBeTruthy();
    await user.click(screen.getByTestId('template-save'));
    await waitFor(() => expect(screen.getByTestId('template-preview').innerHTML).toContain('New'));
    expect(server.callsTo(`PUT ${templatePath}`)[0]?.body).toMatchObject({ id: 1, body: 'New' });
  });
});

describe('library content', () => {
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

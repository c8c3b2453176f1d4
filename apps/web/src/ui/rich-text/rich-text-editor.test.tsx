import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render.tsx';
import { fontColours, highlightColours, maxImageBytes } from './palette.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

/** The editor as a form holds it: the value follows what the editor emits. */
function Harness({
  initial = '',
  readOnly = false,
  onChange,
}: {
  initial?: string;
  readOnly?: boolean;
  onChange: (html: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextEditor
      label="Body"
      value={value}
      readOnly={readOnly}
      onChange={(html) => {
        setValue(html);
        onChange(html);
      }}
    />
  );
}

/** An editor whose value the page replaces, as a form does when it loads the stored text. */
function Reloading({ onChange }: { onChange: (html: string) => void }) {
  const [value, setValue] = useState('<p>First</p>');
  return (
    <>
      <RichTextEditor label="Body" value={value} onChange={onChange} />
      <button type="button" onClick={() => setValue('<p>Second</p>')}>
        Reload
      </button>
    </>
  );
}

async function setUp(initial = '') {
  const onChange = vi.fn<(html: string) => void>();
  const user = userEvent.setup();
  renderApp('/', <Harness initial={initial} onChange={onChange} />);
  const box = await screen.findByRole('textbox', { name: 'Body' });
  const toolbar = await screen.findByRole('toolbar', { name: 'Formatting' });
  const lastHtml = () => onChange.mock.lastCall?.[0];
  return { user, box, toolbar, onChange, lastHtml };
}

// One key per call: within a single call user-event keeps its own idea of the cursor, which the
// editor's re-rendering of the paragraph invalidates (a doubled letter would be lost).
async function typeText(user: UserEvent, box: HTMLElement, text: string) {
  await user.click(box);
  for (const key of text) await user.keyboard(key);
}

async function selectAll(user: UserEvent, box: HTMLElement) {
  await user.click(box);
  await user.keyboard('{Control>}a{/Control}');
}

async function choose(user: UserEvent, toolbar: HTMLElement, button: string, item: string) {
  await user.click(within(toolbar).getByRole('button', { name: button }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
}

// Many clicks through menus and popovers per test: slower than most on a busy machine.
describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('offers every toolbar item of 000 §9, in order, each named and with a tooltip', async () => {
    const { user, toolbar } = await setUp();
    const names = within(toolbar)
      .getAllByRole('button')
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Undo',
      'Redo',
      'Heading',
      'Bold',
      'Link',
      'Italic',
      'Font colour',
      'Font family',
      'Font size',
      'Highlight',
      'Block quote',
      'Bulleted list',
      'Numbered list',
      'Image',
      'Alignment',
      'Decrease indent',
      'Increase indent',
      'Horizontal line',
      'Table',
      'Export to PDF',
    ]);
    await user.hover(within(toolbar).getByRole('button', { name: 'Bold' }));
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveProperty('textContent', 'Bold');
  });

  it('has fifteen font colours and five highlight colours', async () => {
    expect(fontColours).toHaveLength(15);
    expect(highlightColours).toHaveLength(5);
    const { user, toolbar } = await setUp();
    await user.click(within(toolbar).getByRole('button', { name: 'Font colour' }));
    const palette = await screen.findByRole('dialog', { name: 'Font colour' });
    expect(within(palette).getAllByRole('button', { name: /^(?!Default colour)/ })).toHaveLength(15);
  });

  it('emits HTML as the user types', async () => {
    const { user, box, lastHtml } = await setUp();
    await typeText(user, box, 'Hello world');
    await waitFor(() => expect(lastHtml()).toBe('<p>Hello world</p>'));
  });

  it('emits an empty string for an empty text, so required checks see it as empty', async () => {
    const { user, box, lastHtml } = await setUp('<p>Hi</p>');
    await selectAll(user, box);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(lastHtml()).toBe(''));
  });

  it('writes bold, italic, headings and lists as plain tags', async () => {
    const { user, box, toolbar, lastHtml } = await setUp('<p>Terms</p>');
    await selectAll(user, box);
    await user.click(within(toolbar).getByRole('button', { name: 'Bold' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Italic' }));
    expect(lastHtml()).toBe('<p><strong><em>Terms</em></strong></p>');
    await choose(user, toolbar, 'Heading', 'Heading 2');
    // The trailing paragraph is the editor's way to let the user type after a heading or table.
    expect(lastHtml()).toBe('<h2><strong><em>Terms</em></strong></h2><p></p>');
    await choose(user, toolbar, 'Heading', 'Paragraph');
    await user.click(within(toolbar).getByRole('button', { name: 'Bulleted list' }));
    // Select-all took in the trailing paragraph, so the list has a second, empty item.
    expect(lastHtml()).toBe(
      '<ul><li><p><strong><em>Terms</em></strong></p></li><li><p></p></li></ul><p></p>',
    );
  });

  // Styles are written through the CSS object model, which spells colours as rgb() and ends each
  // declaration with a semicolon, in browsers as in jsdom; the server keeps both spellings.
  it('writes colours, fonts and highlights as the styles the server keeps', async () => {
    const { user, box, toolbar, lastHtml } = await setUp('<p>Note</p>');
    await selectAll(user, box);
    await user.click(within(toolbar).getByRole('button', { name: 'Font colour' }));
    await user.click(await screen.findByRole('button', { name: 'Red' }));
    expect(lastHtml()).toBe('<p><span style="color: rgb(224, 49, 49);">Note</span></p>');
    await choose(user, toolbar, 'Font family', 'Georgia');
    await choose(user, toolbar, 'Font size', '18px');
    expect(lastHtml()).toBe(
      '<p><span style="color: rgb(224, 49, 49); font-family: Georgia, serif; font-size: 18px;">Note</span></p>',
    );
    await user.click(within(toolbar).getByRole('button', { name: 'Font colour' }));
    await user.click(await screen.findByRole('button', { name: 'Default colour' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Highlight' }));
    await user.click(await screen.findByRole('button', { name: 'Yellow' }));
    expect(lastHtml()).toBe(
      '<p><span style="font-family: Georgia, serif; font-size: 18px;">' +
        '<mark data-color="#ffec99" style="background-color: rgb(255, 236, 153); color: inherit;">Note</mark></span></p>',
    );
  });

  it('aligns and indents paragraphs with text-align and margin-left', async () => {
    const { user, box, toolbar, lastHtml } = await setUp('<p>Clause</p>');
    await selectAll(user, box);
    await choose(user, toolbar, 'Alignment', 'Centre');
    expect(lastHtml()).toBe('<p style="text-align: center;">Clause</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Increase indent' }));
    await user.click(within(toolbar).getByRole('button', { name: 'Increase indent' }));
    expect(lastHtml()).toBe('<p style="text-align: center; margin-left: 80px;">Clause</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Decrease indent' }));
    expect(lastHtml()).toBe('<p style="text-align: center; margin-left: 40px;">Clause</p>');
  });

  it('makes tables with a header row, and grows and removes them', async () => {
    const { user, box, toolbar, lastHtml } = await setUp();
    await user.click(box);
    await choose(user, toolbar, 'Table', 'Insert table');
    const inserted = lastHtml() ?? '';
    expect(inserted.match(/<tr>/g)).toHaveLength(3);
    expect(inserted.match(/<th>/g)).toHaveLength(3);
    expect(inserted.match(/<td>/g)).toHaveLength(6);
    await choose(user, toolbar, 'Table', 'Add row below');
    expect(lastHtml()?.match(/<tr>/g)).toHaveLength(4);
    await choose(user, toolbar, 'Table', 'Add column after');
    expect(lastHtml()?.match(/<th>/g)).toHaveLength(4);
    await choose(user, toolbar, 'Table', 'Delete table');
    expect(lastHtml()).not.toContain('<table');
  });

  it('refuses a link with a scheme other than http(s), ftp(s), mailto or tel', async () => {
    const { user, box, toolbar, onChange, lastHtml } = await setUp('<p>Tender portal</p>');
    await selectAll(user, box);
    await user.click(within(toolbar).getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByLabelText('Address'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(
      within(dialog).getByText('Use an address starting with http, https, ftp, ftps, mailto or tel.'),
    ).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Address'));
    await user.type(within(dialog).getByLabelText('Address'), 'www.example.org/tenders');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Link' })).toBeNull());
    expect(lastHtml()).toBe(
      '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://www.example.org/tenders">Tender portal</a></p>',
    );
  });

  it('embeds a picked picture as a data URL, refusing other files and pictures over 256 KB', async () => {
    const onChange = vi.fn<(html: string) => void>();
    // The file chooser's accept list is a hint a user can override; the editor checks again.
    const user = userEvent.setup({ applyAccept: false });
    renderApp('/', <Harness onChange={onChange} />);
    const input = (await screen.findByTestId('rich-text-editor')).querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');

    await user.upload(
      input,
      new File([new Uint8Array(maxImageBytes + 1)], 'plan.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Choose a picture of 256 KB or less.')).toBeTruthy();
    await user.upload(input, new File(['%PDF-1.7'], 'plan.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Choose a PNG, JPEG, GIF or WebP picture.')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();

    await user.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(onChange.mock.lastCall?.[0]).toContain(
      '<img src="data:image/png;base64,iVBORw==" alt="logo.png">',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('exports the text to PDF through the print dialog of a script-less frame', async () => {
    const { user, toolbar } = await setUp('<p>Print me</p>');
    await user.click(within(toolbar).getByRole('button', { name: 'Export to PDF' }));
    const frame = document.getElementById('rich-text-print-frame') as HTMLIFrameElement;
    expect(frame.getAttribute('sandbox')).toBe('allow-same-origin allow-modals');
    expect(frame.srcdoc).toContain('<title>Body</title>');
    expect(frame.srcdoc).toContain('<p>Print me</p>');
  });

  it('shows new content from outside without reporting it as a change', async () => {
    const onChange = vi.fn<(html: string) => void>();
    const user = userEvent.setup();
    renderApp('/', <Reloading onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(box.textContent).toBe('First'));
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(box.textContent).toBe('Second'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('read-only, shows the text without a toolbar and cannot be edited', async () => {
    const onChange = vi.fn<(html: string) => void>();
    renderApp('/', <Harness initial="<p>Fixed</p>" readOnly onChange={onChange} />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    await waitFor(() => expect(box.textContent).toBe('Fixed'));
    expect(box.getAttribute('contenteditable')).toBe('false');
    expect(box.getAttribute('aria-readonly')).toBe('true');
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('shows an error and marks the text as invalid', async () => {
    renderApp('/', <RichTextEditor label="Body" value="" onChange={() => {}} error="Enter the body." />);
    const box = await screen.findByRole('textbox', { name: 'Body' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter the body.',
    );
  });
});

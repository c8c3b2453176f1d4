// The benchmark page: the supplier's view or the buyer's editor of the form that bench/form-edit.ts
// hands over in window.benchForm, in a production build. Plain JavaScript on purpose: the bench
// package type-checks for Node, and this file only wires the app's own typed components together.
import '@mantine/core/styles.css';
import { MantineProvider } from '@mantine/core';
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import '../../apps/web/src/i18n/index.ts';
import { theme } from '../../apps/web/src/app/providers.tsx';
import { SessionContext } from '../../apps/web/src/app/session/session-context.tsx';
import { FormEditor } from '../../apps/web/src/features/forms/components/form-editor.tsx';
import { emptySupplierEntry, SupplierFormView } from '../../apps/web/src/features/forms/index.ts';

const form = window.benchForm;
const view = new URLSearchParams(window.location.search).get('view') ?? 'supplier';

function Supplier() {
  const [entry, setEntry] = useState(emptySupplierEntry);
  return h(SupplierFormView, { form, entry, onChange: setEntry });
}

// FormEditor reads the session's agency and node only to address its save, which the bench never makes.
const session = { info: { customer: { id: 1 }, tenderNode: { id: 1 } } };
const project = {
  id: 1,
  canEdit: true,
  status: 'Design_Mode_Pending',
  tenders: [{ id: form.table.tenderId }],
};

function Editor() {
  return h(
    SessionContext.Provider,
    { value: session },
    h(FormEditor, {
      project,
      tableType: 'Prices',
      form,
      taxTypes: [],
      taxTypesFailed: false,
      onSaved: () => {},
      onReload: () => {},
    }),
  );
}

createRoot(document.getElementById('root')).render(
  h(MantineProvider, { theme }, h(MemoryRouter, null, h(view === 'editor' ? Editor : Supplier))),
);

/** What other features use of the supplier directory (issue 21 §3: through this file only). */
export { vendorKeys } from './api/vendors-queries.ts';
export { InviteSupplierActions } from './components/invite-actions.tsx';
export { AddToListMenu } from './components/list-add-menu.tsx';

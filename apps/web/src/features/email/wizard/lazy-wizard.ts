/**
 * The wizard as its own chunk (decision 210): the pages that open it do not carry its code, nor
 * the editor's, until someone writes a mail.
 */
import { lazyPage } from '../../../ui/lazy-page.tsx';

export const EmailWizard = lazyPage(() => import('./email-wizard.tsx').then((m) => m.EmailWizard));

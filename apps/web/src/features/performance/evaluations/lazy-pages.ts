/**
 * This area's heavy parts as lazy chunks (decision 210): the evaluation page, the wizard, and the
 * Performance tabs other features mount. Other features reach them through ../index.ts.
 */
import type { Project } from '@procura/contract';
import { lazyPage } from '../../../ui/lazy-page.tsx';
import type { EvaluationWizardProps } from './evaluation-wizard.tsx';

export const EvaluationPage = lazyPage(() => import('./evaluation-page.tsx').then((m) => m.EvaluationPage));

// The wizard opens over its page: nothing shows in its place while its code arrives.
export const EvaluationWizard = lazyPage<EvaluationWizardProps>(
  () => import('./evaluation-wizard.tsx').then((m) => m.EvaluationWizard),
  { placeholder: () => null },
);

export const VendorPerformancePage = lazyPage<{ vendorId: number; companyName: string }>(() =>
  import('../vendor-tab/vendor-performance-page.tsx').then((m) => m.VendorPerformancePage),
);

// Mounted like every Contract page, with the project as a prop; it reads the contract from the area.
export const ContractPerformancePage = lazyPage<{ project: Project }>(() =>
  import('../contract-tab/contract-performance-page.tsx').then((m) => m.ContractPerformancePage),
);

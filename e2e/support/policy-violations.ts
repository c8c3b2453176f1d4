import type { BrowserContext } from 'playwright-core';

/**
 * Content-Security-Policy violations in the browser fail the test that caused them (issue 20 §1):
 * the policy is enforced, so a violation is something the app tried and the browser refused, a
 * style left unstyled or a script that never ran. launchBrowser watches every context it makes;
 * e2e/support/setup.ts fails the test (or the file's hooks) that left any behind.
 */

/** What the page's `securitypolicyviolation` event says, as the binding receives it. */
type Violation = {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  lineNumber: number;
  sample: string;
  disposition: string;
};

const bindingName = '__procuraPolicyViolation';
const pending: string[] = [];

/** In every frame of every page, before the app's scripts: reports each violation to the test. */
function listenForViolations(name: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report = (window as unknown as Record<string, (v: unknown) => Promise<void>>)[name];
    void report?.({
      directive: event.effectiveDirective || event.violatedDirective,
      blockedURI: event.blockedURI,
      sourceFile: event.sourceFile,
      lineNumber: event.lineNumber,
      sample: event.sample,
      disposition: event.disposition,
    });
  });
}

/**
 * Watches a context: the page event gives the directive and the blocked address; Chromium's console
 * message (one for each violation, so most are told twice) also covers the frames no script may run
 * in, the sandboxed print and preview frames, where no listener can hear the event.
 */
export async function watchPolicyViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding(bindingName, ({ frame }, violation: Violation) => {
    const where = violation.sourceFile ? ` (${violation.sourceFile}:${violation.lineNumber})` : '';
    const sample = violation.sample ? ` sample "${violation.sample}"` : '';
    pending.push(
      `${violation.disposition} violation of ${violation.directive}: blocked ${violation.blockedURI || '(none)'} on ${frame.url()}${where}${sample}`,
    );
  });
  await context.addInitScript(listenForViolations, bindingName);
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      pending.push(`console on ${message.page()?.url() ?? '(no page)'}: ${message.text()}`);
    }
  });
}

/**
 * The violations seen since the last call, one line each, the console's marked `console on`. A
 * page's event and the console's message reach the test at their own pace; a page.evaluate after
 * the step that caused them brings both in.
 */
export function takePolicyViolations(): string[] {
  return pending.splice(0);
}

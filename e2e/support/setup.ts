import { afterAll, afterEach } from 'vitest';
import { takePolicyViolations } from './policy-violations.ts';

/**
 * Each e2e file's setup: a Content-Security-Policy violation fails the test it happened in (or,
 * seen in a file's hooks, the next test to finish or the file itself).
 */
function failOnPolicyViolations() {
  const violations = takePolicyViolations();
  if (violations.length > 0) {
    throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  }
}

afterEach(failOnPolicyViolations);
afterAll(failOnPolicyViolations);

/**
 * Platform features the app relies on. A browser missing any of them gets the outdated-browser
 * notice (000 §2 Other screens); the app still tries to run.
 */
export type BrowserEnvironment = {
  structuredClone?: unknown;
  fetch?: unknown;
  AbortController?: unknown;
  IntersectionObserver?: unknown;
  CSS?: { supports?: (condition: string) => boolean };
};

export const requiredFeatures = [
  'structuredClone',
  'fetch',
  'AbortController',
  'IntersectionObserver',
  ':has',
] as const;
export type RequiredFeature = (typeof requiredFeatures)[number];

export function missingFeatures(env: BrowserEnvironment): RequiredFeature[] {
  const missing: RequiredFeature[] = [];
  if (typeof env.structuredClone !== 'function') missing.push('structuredClone');
  if (typeof env.fetch !== 'function') missing.push('fetch');
  if (typeof env.AbortController !== 'function') missing.push('AbortController');
  if (typeof env.IntersectionObserver !== 'function') missing.push('IntersectionObserver');
  let hasSelector = false;
  try {
    hasSelector = env.CSS?.supports?.('selector(:has(*))') ?? false;
  } catch {
    hasSelector = false;
  }
  if (!hasSelector) missing.push(':has');
  return missing;
}

export { csrfHeader, csrfHeaderValue } from '@procura/contract';
export { demoPassword as demoPasswordForTests } from '../src/seed/demo.ts';

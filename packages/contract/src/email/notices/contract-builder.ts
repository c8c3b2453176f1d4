import { defineNotices } from './define.ts';

/** The contract-builder area's notices. */
export const contractBuilderNotices = defineNotices({});

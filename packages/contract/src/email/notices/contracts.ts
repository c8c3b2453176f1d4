import { defineNotices } from './define.ts';

/** The contracts area's notices. */
export const contractsNotices = defineNotices({});

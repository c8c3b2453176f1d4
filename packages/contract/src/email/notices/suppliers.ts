import { defineNotices } from './define.ts';

/** The suppliers area's notices. */
export const suppliersNotices = defineNotices({});

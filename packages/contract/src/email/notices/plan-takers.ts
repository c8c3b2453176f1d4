import { defineNotices } from './define.ts';

/** The plan-takers area's notices. */
export const planTakersNotices = defineNotices({});

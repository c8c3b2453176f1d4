import { defineNotices } from './define.ts';

/** The questions area's notices. */
export const questionsNotices = defineNotices({});

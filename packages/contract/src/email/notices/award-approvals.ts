import { defineNotices } from './define.ts';

/** The award-approvals area's notices. */
export const awardApprovalsNotices = defineNotices({});

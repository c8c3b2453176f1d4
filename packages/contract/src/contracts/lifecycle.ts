/**
 * A contract's statuses and actions (000 §4; issue 9 §1), as one table the server enforces and the
 * web reads to offer only what the status allows.
 *
 * Five statuses are kept: In Progress (the contract is being set up: Design), Active (started),
 * Closed, Closed-Archived and Cancelled. Warranty and Expired are what a started contract shows once
 * its term is over: they follow the calendar, so no job has to move them (decision 236).
 */

export const contractStatuses = [
  'In Progress',
  'Active',
  'Warranty',
  'Expired',
  'Closed',
  'Closed-Archived',
  'Cancelled',
] as const;
export type ContractStatus = (typeof contractStatuses)[number];

/** The statuses a contract row holds; the others are read off its dates. */
export const storedContractStatuses = [
  'In Progress',
  'Active',
  'Closed',
  'Closed-Archived',
  'Cancelled',
] as const;
export type StoredContractStatus = (typeof storedContractStatuses)[number];

/** The dates a started contract's status follows: calendar days (YYYY-MM-DD) in the agency's zone. */
export type StatusDates = {
  /** The last day of the initial term or of the last option term taken; null while unset. */
  termEnd: string | null;
  /** The last day of the warranty period, when the contract has one. */
  warrantyEnd: string | null;
};

/**
 * The status a contract shows on `today` (the agency's calendar day): a started contract past its
 * term is under Warranty while its warranty lasts, then Expired.
 */
export function contractStatusOn(
  stored: StoredContractStatus,
  dates: StatusDates,
  today: string,
): ContractStatus {
  if (stored !== 'Active' || dates.termEnd === null || dates.termEnd >= today) return stored;
  return dates.warrantyEnd !== null && dates.warrantyEnd >= today ? 'Warranty' : 'Expired';
}

export const contractActions = ['start', 'close', 'cancel', 'archive'] as const;
export type ContractAction = (typeof contractActions)[number];

/** Where each action may start from (stored statuses) and where it leads. */
export const contractTransitions: Record<
  ContractAction,
  { from: readonly StoredContractStatus[]; to: StoredContractStatus }
> = {
  start: { from: ['In Progress'], to: 'Active' },
  // Closing stops the contract's notifications (000 §4): expiry notices and envelope reminders.
  close: { from: ['Active'], to: 'Closed' },
  cancel: { from: ['In Progress', 'Active'], to: 'Cancelled' },
  archive: { from: ['Closed'], to: 'Closed-Archived' },
};

export function isContractActionAllowed(stored: StoredContractStatus, action: ContractAction): boolean {
  return contractTransitions[action].from.includes(stored);
}

/** The actions the status allows, in the order the project's header offers them. */
export function allowedContractActions(stored: StoredContractStatus): ContractAction[] {
  return contractActions.filter((action) => isContractActionAllowed(stored, action));
}

/** Whether the contract's terms, suppliers and orders may still change: not once cancelled or archived. */
export function isContractEditable(stored: StoredContractStatus): boolean {
  return stored !== 'Cancelled' && stored !== 'Closed-Archived';
}

/** Statuses whose contract still sends notices (expiry, reminders): closing stops them (000 §4). */
export function isContractNotifying(stored: StoredContractStatus): boolean {
  return stored === 'In Progress' || stored === 'Active';
}

/**
 * Whether saving dates that end the term on `newTermEnd` brings the contract back to Active: it
 * shows Expired, Warranty or Closed today and the new end lies ahead (000 §4: "extending a contract
 * closing date changes status to Active after confirmation").
 */
export function reactivatesContract(
  stored: StoredContractStatus,
  current: StatusDates,
  newTermEnd: string | null,
  today: string,
): boolean {
  const shown = contractStatusOn(stored, current, today);
  const over = shown === 'Expired' || shown === 'Warranty' || shown === 'Closed';
  return over && newTermEnd !== null && newTermEnd >= today;
}

/**
 * Whether a project may start its contract (000 §2 Start Contract): once its source is awarded, or
 * any time on a contract-only project that is not cancelled, terminated or archived; never a template.
 */
export function projectMayStartContract(project: { type: string; status: string }): boolean {
  if (project.type === 'TEMPLATE') return false;
  if (project.type === 'CONTRACT') return !['Cancelled', 'Terminated', 'Archived'].includes(project.status);
  return project.status === 'Awarded';
}

// What generated data looks like: vocabularies for names, and how status, phase and dates follow a
// project's age (old projects awarded or archived, recent ones in design or open).
import { tenderDateFields, tenderDefaults } from '@procura/contract';
import type { Random } from './random.ts';

export const day = 86_400_000;
export const subjects = [
  'harbour',
  'library',
  'roof',
  'road',
  'bridge',
  'snow',
  'water',
  'park',
  'school',
  'transit',
  'arena',
  'sewer',
  'fleet',
  'signal',
  'bylaw',
  'airport',
  'wharf',
  'pool',
  'trail',
  'landfill',
  'hospital',
  'courthouse',
  'fire hall',
  'tunnel',
  'culvert',
  'streetlight',
  'playground',
  'dock',
  'reservoir',
  'pumping station',
  'city hall',
  'community centre',
  'bus shelter',
  'sidewalk',
  'storm drain',
  'parking garage',
  'recycling depot',
  'museum',
  'cemetery',
  'marina',
];
export const works = [
  'repair',
  'replacement',
  'services',
  'supply',
  'dredging',
  'lighting',
  'design',
  'cleaning',
  'maintenance',
  'inspection',
  'rehabilitation',
  'construction',
  'consulting',
  'paving',
  'painting',
  'demolition',
  'upgrade',
  'installation',
  'removal',
  'audit',
  'software',
  'furniture',
  'security',
  'landscaping',
  'engineering',
];
export const companyWords = [
  'Northern',
  'Summit',
  'Atlas',
  'Maple',
  'Harbourside',
  'Keystone',
  'Pioneer',
  'Granite',
];
export const companyKinds = [
  'Construction',
  'Engineering',
  'Supply',
  'Services',
  'Consulting',
  'Contracting',
];
export const cities = [
  'Toronto',
  'Ottawa',
  'Hamilton',
  'Kingston',
  'Sudbury',
  'Montreal',
  'Halifax',
  'Calgary',
];

// Settings every generated source shares; name and number are the project's, as insertProject sets.
export const baseSettings = Object.fromEntries(
  Object.entries(tenderDefaults).filter(
    ([key]) => key !== 'meetings' && !(tenderDateFields as readonly string[]).includes(key),
  ),
);

export type Status =
  | 'Design_Mode_Pending'
  | 'Request_for_Approval'
  | 'Open_Scheduled'
  | 'Open'
  | 'Planned'
  | 'Upcoming'
  | 'Unofficial_Results'
  | 'Closed'
  | 'Awarded'
  | 'Cancelled'
  | 'Terminated'
  | 'Archived';

/** What a project's age makes likely: old ones are awarded or closed, recent ones in design or open. */
export function statusFor(random: Random, ageDays: number): Status {
  if (ageDays <= 30)
    return random.weighted({
      Design_Mode_Pending: 40,
      Request_for_Approval: 5,
      Open_Scheduled: 5,
      Open: 35,
      Planned: 8,
      Upcoming: 7,
    });
  if (ageDays <= 120)
    return random.weighted({
      Design_Mode_Pending: 12,
      Open: 18,
      Planned: 5,
      Unofficial_Results: 20,
      Closed: 15,
      Awarded: 25,
      Cancelled: 5,
    });
  return random.weighted({
    Awarded: 55,
    Closed: 15,
    Unofficial_Results: 4,
    Cancelled: 10,
    Archived: 14,
    Terminated: 2,
  });
}

export const phaseOf: Record<Status, string> = {
  Design_Mode_Pending: 'Build',
  Request_for_Approval: 'Build',
  Open_Scheduled: 'Build',
  Open: 'Source',
  Planned: 'Source',
  Upcoming: 'Source',
  Unofficial_Results: 'Source',
  Closed: 'Source',
  Awarded: 'Award',
  Cancelled: 'Source',
  Terminated: 'Contract',
  Archived: 'Contract',
};
export const published = new Set<Status>([
  'Open',
  'Unofficial_Results',
  'Closed',
  'Awarded',
  'Terminated',
  'Archived',
]);
export const closed = new Set<Status>(['Unofficial_Results', 'Closed', 'Awarded', 'Terminated', 'Archived']);

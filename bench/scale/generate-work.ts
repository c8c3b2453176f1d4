// The rows the buyer dashboard reads (issue 10), made after an agency's projects from what
// generate.ts made of them: project teams, site meetings, suppliers' questions, awards, contracts
// with their suppliers and documents, comments and tasks. They draw from a random stream of their
// own, so the rows generate.ts makes (and the figures measured on them before) stay as they were;
// they leave no audit events for the same reason (no widget reads the audit chain).
import { day, published, type Status } from './distributions.ts';
import type { AgencyPlan, Emit, NextIds, Vendor } from './generate.ts';
import type { Random } from './random.ts';
import type { IdentityTable } from './tables.ts';

/** What generate.ts made of one project, as the dashboard's rows need it. */
export type GeneratedProject = {
  id: number;
  tenderId: number;
  name: string;
  number: string;
  type: string;
  status: Status;
  method: string;
  leadId: number;
  estimatedValue: number;
  createdAt: number;
  available: number;
  closing: number;
  /** Complete bids (not withdrawn, not a no-bid), the ones a source can be awarded to. */
  bids: { submissionId: number; vendor: Vendor; submittedAt: number }[];
};

type WorkInput = {
  plan: AgencyPlan;
  ids: NextIds;
  random: Random;
  now: number;
  emit: Emit;
  staff: readonly number[];
  vendors: readonly Vendor[];
  projects: readonly GeneratedProject[];
};

/** The share of the node's projects the dashboard's user leads or is on the team of. */
const dashboardUserShare = 0.07;
const roles = {
  purchasingTeamMember: 35,
  projectTeamMember: 25,
  evaluator: 20,
  contractAdministrator: 10,
  departmentProjectLead: 10,
};
const questions = [
  'Is a site visit mandatory for subcontractors?',
  'Can the submission deadline be extended by one week?',
  'Are alternate products acceptable if equivalent?',
  'Is night work permitted on this site?',
  'Which drawings apply to the second phase?',
  'Is a bid bond required with the submission?',
];
const comments = [
  'Scope confirmed with the department.',
  'Waiting for the revised estimate from engineering.',
  'Legal reviewed the terms; minor changes only.',
  'Supplier asked for the drawings in another format.',
  'Budget approval received from council.',
  'Please check the insurance requirements before publishing.',
];
const tasks = [
  [
    'Review specifications',
    'Read the technical specifications and flag anything the department must confirm',
  ],
  [
    'Prepare evaluation grid',
    'Set the criteria and weights with the evaluation team before the closing date',
  ],
  ['Confirm budget', 'Check the approved budget against the estimate'],
  ['Follow up with supplier', 'Ask for the missing insurance certificate'],
  ['Schedule site meeting', 'Book the room and send the invitation to registered suppliers'],
] as const;
const documentCategories = { insurance: 35, bond: 15, certificate: 15, vendordocument: 20, other: 15 };
const active = new Set<Status>([
  'Design_Mode_Pending',
  'Request_for_Approval',
  'Open_Scheduled',
  'Open',
  'Planned',
  'Upcoming',
]);

const iso = (ms: number) => new Date(ms).toISOString();
/** A calendar day; noon UTC keeps it the same day in the agencies' North American zones. */
const dayOf = (ms: number) => new Date(Math.floor(ms / day) * day + day / 2).toISOString().slice(0, 10);
const cents = (n: number) => (Math.round(n * 100) / 100).toFixed(2);

/** Generates and emits the dashboard's rows for one agency's projects. */
export async function generateWork(input: WorkInput) {
  const { plan, ids, random, now, emit, staff, vendors } = input;
  const c = plan.customerId;
  const id = (table: IdentityTable) => {
    ids[table] += 1;
    return ids[table] - 1;
  };
  const user = plan.dashboardUserId ?? staff[0] ?? 0;
  const others = staff.filter((u) => u !== user);
  // The dashboard's user already leads some projects (generate.ts draws leads evenly from staff);
  // team memberships make up the rest of the share, so it holds whatever the agency's size.
  const leads = input.projects.filter((p) => p.leadId === user).length / Math.max(1, input.projects.length);
  const memberChance = Math.max(0, (dashboardUserShare - leads) / (1 - leads));

  async function team(p: GeneratedProject): Promise<number[]> {
    const size = Number(random.weighted({ 1: 30, 2: 35, 3: 25, 4: 10 }));
    const members: { userId: number; roleId: string }[] = [];
    // About half the agencies put the lead on the team in the lead's own role.
    if (random.next() < 0.5) members.push({ userId: p.leadId, roleId: 'procurementLead' });
    if (p.leadId !== user && random.next() < memberChance)
      members.push({ userId: user, roleId: random.weighted(roles) });
    for (let tries = 0; members.length < size && tries < 12; tries++) {
      const userId = random.pick(others);
      if (userId === p.leadId || members.some((m) => m.userId === userId)) continue;
      members.push({ userId, roleId: random.weighted(roles) });
    }
    for (const member of members) {
      await emit('project_users', {
        customer_id: c,
        id: id('project_users'),
        project_id: p.id,
        user_id: member.userId,
        role_id: member.roleId,
        question_emails: random.next() < 0.2,
        added_at: iso(p.createdAt + random.int(0, 3) * day),
      });
    }
    return [...new Set([p.leadId, ...members.map((m) => m.userId)])];
  }

  async function meetings(p: GeneratedProject) {
    if (random.next() >= (p.method === 'Public' ? 0.35 : 0.2)) return;
    const count = random.next() < 0.9 ? 1 : 2;
    for (let k = 0; k < count; k++) {
      // 10 a.m. in Toronto, some days after publication and before the closing.
      const at = Math.floor((p.available + random.int(3, 10) * day) / day) * day + 14 * 3_600_000;
      if (at >= p.closing) continue;
      await emit('tender_meetings', {
        customer_id: c,
        id: id('tender_meetings'),
        tender_id: p.tenderId,
        description: k === 0 ? 'Site meeting' : 'Second site meeting',
        location: 'Main site office',
        date: iso(at),
        end_date: iso(at + 2 * 3_600_000),
        is_mandatory: random.next() < 0.4,
        show_to_public: random.next() < 0.9,
        sort_order: k,
      });
    }
  }

  async function supplierQuestions(p: GeneratedProject) {
    if (random.next() >= 0.4) return;
    const count = 1 + Math.min(14, random.geometric(1.5));
    const deadline = Math.min(now, p.closing - 5 * day);
    for (let k = 0; k < count; k++) {
      const vendor = vendors[Math.floor(random.next() ** 2 * vendors.length)] as Vendor;
      const asked =
        deadline > p.available ? p.available + random.next() * (deadline - p.available) : p.available;
      // An open source still has questions waiting; a closed one only those somebody forgot.
      const unanswered = random.next() < (p.status === 'Open' ? 0.45 : 0.03);
      const answeredAt = Math.min(now, asked + random.int(1, 72) * 3_600_000);
      await emit('vendor_questions', {
        customer_id: c,
        id: id('vendor_questions'),
        tender_id: p.tenderId,
        vendor_id: vendor.id,
        contact_id: vendor.contactId,
        company_name: vendor.companyName,
        full_name: vendor.contactName,
        email: vendor.email,
        question: random.pick(questions),
        answer: unanswered ? '' : 'Please refer to the addendum issued for this source.',
        status: unanswered ? 'Incomplete' : 'Complete',
        asked_at: iso(Math.min(asked, now)),
        answered_at: unanswered ? null : iso(answeredAt),
        answered_by_id: unanswered ? null : p.leadId,
      });
    }
  }

  /** One winner, sometimes two; answers who won, for how much and when. */
  async function awards(p: GeneratedProject) {
    const winners = p.bids.length > 1 && random.next() < 0.15 ? p.bids.slice(0, 2) : p.bids.slice(0, 1);
    const at = Math.min(now - day, p.closing + random.int(10, 60) * day);
    const won: { vendor: Vendor; amount: number; at: number }[] = [];
    for (const bid of winners) {
      const amount = (p.estimatedValue * (0.7 + 0.5 * random.next())) / winners.length;
      const subtotal = amount / 1.13;
      await emit('awards', {
        customer_id: c,
        id: id('awards'),
        tender_id: p.tenderId,
        submission_id: bid.submissionId,
        award_amount: cents(amount),
        subtotal: cents(subtotal),
        tax_amount: cents(amount - subtotal),
        award_date: dayOf(at),
        display_to_public: random.next() < 0.7,
        created_at: iso(at),
        updated_at: iso(at),
      });
      won.push({ vendor: bid.vendor, amount, at });
    }
    return won;
  }

  function storedStatus(start: number, termEnd: number) {
    if (start > now) return 'In Progress';
    // Long past its term a contract is usually closed, then archived; some stay Active, so show
    // Warranty or Expired (and keep their documents in the node's expired list).
    if (termEnd < now - 365 * day)
      return random.weighted({ Active: 25, Closed: 20, 'Closed-Archived': 50, Cancelled: 5 });
    if (termEnd < now - 90 * day) return random.weighted({ Active: 50, Closed: 45, Cancelled: 5 });
    return random.weighted({ Active: 88, 'In Progress': 5, Closed: 4, Cancelled: 3 });
  }

  async function contract(p: GeneratedProject, won: { vendor: Vendor; amount: number; at: number }[]) {
    const contractId = id('contracts');
    const awardedAt = Math.max(...won.map((w) => w.at));
    const start = awardedAt + random.int(5, 30) * day;
    const termEnd = start + Number(random.weighted({ 1: 30, 2: 25, 3: 25, 5: 20 })) * 365 * day;
    const warrantyEnd = random.next() < 0.3 ? termEnd + random.int(1, 2) * 365 * day : null;
    const status = storedStatus(start, termEnd);
    const started = status === 'Active' || status === 'Closed' || status === 'Closed-Archived';
    const isClosed = status === 'Closed' || status === 'Closed-Archived';
    const amount = won.reduce((sum, w) => sum + w.amount, 0);
    const awarded = won.map((w) => w.vendor);
    // Now and then a supplier joins the contract without having been awarded the source.
    const extra = vendors[Math.floor(random.next() * vendors.length)] as Vendor;
    const suppliers = random.next() < 0.05 && !awarded.includes(extra) ? [...awarded, extra] : awarded;
    const documentCount = status === 'Cancelled' ? 0 : 1 + Math.min(5, random.geometric(1.5));
    const categories = Array.from({ length: documentCount }, () => random.weighted(documentCategories));
    await emit('contracts', {
      customer_id: c,
      id: contractId,
      project_id: p.id,
      name: p.name,
      number: `C-${p.number.slice(2)}`,
      status,
      amount: cents(amount),
      total_project_value: cents(amount),
      is_term: random.next() < 0.4,
      has_insurance: categories.includes('insurance'),
      has_contract_documents: categories.includes('other'),
      initial_term_start: dayOf(start),
      initial_term_end: dayOf(termEnd),
      has_warranty_period: warrantyEnd !== null,
      warranty_start: warrantyEnd === null ? null : dayOf(termEnd + day),
      warranty_end: warrantyEnd === null ? null : dayOf(warrantyEnd),
      term_end: dayOf(termEnd),
      expiry_notice_days: 60,
      created_by_id: p.leadId,
      started_at: started ? iso(start) : null,
      closed_at: isClosed ? iso(Math.min(now, termEnd + 30 * day)) : null,
      created_at: iso(awardedAt + day),
      updated_at: iso(started ? start : awardedAt + day),
    });
    for (const vendor of suppliers) {
      await emit('contract_vendors', {
        customer_id: c,
        contract_id: contractId,
        vendor_id: vendor.id,
        is_active: true,
        from_award: awarded.includes(vendor),
        added_at: iso(awardedAt + day),
      });
    }
    for (const category of categories) {
      const documentId = id('contract_documents');
      const vendor = category === 'other' ? null : random.pick(suppliers);
      // Insurance and certificates run a year; bonds and the rest the contract's term.
      const expiry = category === 'insurance' || category === 'certificate' ? start + 365 * day : termEnd;
      // A supplier's upload to a running contract may still wait for the buyer's approval.
      const pending = vendor !== null && status === 'Active' && random.next() < 0.1;
      const created = pending ? now - random.int(0, 20) * day : Math.min(now, start);
      await emit('contract_documents', {
        customer_id: c,
        id: documentId,
        contract_id: contractId,
        category,
        vendor_id: vendor?.id ?? null,
        display_name: `${category} ${vendor?.companyName ?? p.name}`,
        effective_date: dayOf(start),
        expiry_date: dayOf(expiry),
        visible_to_suppliers: random.next() < 0.5,
        approved: !pending,
        file_name: `${category}-${documentId}.pdf`,
        content_type: 'application/pdf',
        size_in_byte: random.int(50_000, 5_000_000),
        storage_key: `bench/contract-documents/${documentId}.pdf`,
        uploaded_by_id: pending ? null : p.leadId,
        uploaded_by_contact_id: pending ? (vendor?.contactId ?? null) : null,
        created_at: iso(created),
        updated_at: iso(created),
      });
    }
  }

  async function projectComments(p: GeneratedProject, members: number[]) {
    if (random.next() >= (active.has(p.status) ? 0.5 : 0.25)) return;
    const count = 1 + Math.min(6, random.geometric(1.2));
    const until = Math.min(now, p.createdAt + 180 * day);
    for (let k = 0; k < count; k++) {
      await emit('project_comments', {
        customer_id: c,
        id: id('project_comments'),
        project_id: p.id,
        comment: random.pick(comments),
        created_by_id: random.pick(members),
        created_at: iso(p.createdAt + random.next() * (until - p.createdAt)),
      });
    }
  }

  async function projectTasks(p: GeneratedProject, members: number[]) {
    const running = active.has(p.status);
    if (random.next() >= (running ? 0.6 : 0.1)) return;
    const count = 1 + Math.min(3, random.geometric(0.6));
    for (let k = 0; k < count; k++) {
      // A running project's tasks fall due around today; a finished one's while it ran.
      const due = running
        ? now + random.int(-7, 30) * day + random.int(8, 17) * 3_600_000
        : Math.min(now - day, p.createdAt + random.int(7, 90) * day);
      // Most tasks are the project lead's own; the rest a team member's.
      const assigned = [random.next() < 0.6 ? p.leadId : random.pick(members)];
      const second = random.pick(members);
      if (random.next() < 0.3 && !assigned.includes(second)) assigned.push(second);
      const [subject, description] = random.pick(tasks);
      await emit('project_tasks', {
        customer_id: c,
        id: id('project_tasks'),
        project_id: p.id,
        subject,
        description,
        assigned_user_ids: `{${assigned.join(',')}}`,
        due_date: iso(due),
        completed: random.next() < (running ? (due < now ? 0.6 : 0.1) : 0.95),
        created_by_id: p.leadId,
        created_at: iso(Math.max(p.createdAt, Math.min(now, due) - random.int(1, 20) * day)),
      });
    }
  }

  for (const p of input.projects) {
    const members = await team(p);
    if (published.has(p.status)) {
      await meetings(p);
      await supplierQuestions(p);
    }
    if (p.status === 'Awarded' && p.bids.length > 0) {
      const won = await awards(p);
      if ((p.type === 'SOURCE_CONTRACT' || p.type === 'CONTRACT') && random.next() < 0.75)
        await contract(p, won);
    }
    await projectComments(p, members);
    await projectTasks(p, members);
  }
}

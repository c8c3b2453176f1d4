// The rows of one agency at scale: staff, suppliers with their accounts, projects with their
// sources spread over the years, plan takers, submissions and the audit events they leave, chained
// exactly as platform/audit.ts chains them. Pure generation: the loader decides where rows go.
import { diversityClassifications } from '@procura/contract';
import { type ChainedFields, eventHash, firstNames, lastNames } from '@procura/server';
import {
  cities,
  closed,
  companyKinds,
  companyWords,
  day,
  phaseOf,
  published,
  statusFor,
  subjects,
  works,
} from './distributions.ts';
import { type GeneratedProject, generateWork } from './generate-work.ts';
import { type Random, seededRandom } from './random.ts';
import type { IdentityTable, Row, TableName } from './tables.ts';

export type AgencyPlan = {
  customerId: number;
  domain: string;
  tenderNodeId: number;
  buyersGroupId: number;
  /** Staff already seeded (the demo's people): projects name them as creators and leads too. */
  staffIds: number[];
  projects: number;
  /** Supplier companies in the directory (the vendors bench asks for 50,000 in the demo agency). */
  suppliers: number;
  /** The agency's categories, which suppliers pick from. */
  categoryIds: number[];
  /** Whose dashboard the benchmarks read: the demo's procurement lead (else the first staff member). */
  dashboardUserId: number | null;
  /** Where the agency's audit chain stands after the demo seed. */
  chain: { seq: number; hash: string };
};

/** The next id of each identity table, shared by every agency (one sequence per table). */
export type NextIds = Record<IdentityTable, number>;

export type Emit = <T extends TableName>(table: T, row: Row<T>) => Promise<void>;

/** Appends chained audit events for one agency, continuing the chain the seed started. */
function auditChain(plan: AgencyPlan, emit: Emit) {
  let { seq, hash } = plan.chain;
  return {
    async record(event: Omit<ChainedFields, 'customerId' | 'seq'>) {
      seq += 1;
      const fields: ChainedFields = { ...event, customerId: plan.customerId, seq };
      const next = eventHash(hash, fields);
      await emit('audit_events', {
        customer_id: plan.customerId,
        seq,
        at: fields.at.toISOString(),
        actor_user_id: fields.actorUserId,
        actor_label: fields.actorLabel,
        action: fields.action,
        entity_type: fields.entityType,
        entity_id: fields.entityId,
        project_id: fields.projectId,
        company_name: fields.companyName,
        vendor_id: fields.vendorId,
        before: fields.before === null ? null : JSON.stringify(fields.before),
        after: fields.after === null ? null : JSON.stringify(fields.after),
        prev_hash: hash,
        hash: next,
      });
      hash = next;
    },
    head: () => ({ seq, hash }),
  };
}

export type Vendor = {
  id: number;
  contactId: number;
  companyName: string;
  contactName: string;
  email: string;
};

/**
 * Generates and emits every row of one agency; returns its audit chain head. `workRandom` draws the
 * dashboard's rows (generate-work.ts), apart from `random` so the rows here do not depend on them.
 */
export async function generateAgency(
  plan: AgencyPlan,
  ids: NextIds,
  random: Random,
  now: number,
  passwordHash: string,
  emit: Emit,
  workRandom: Random,
) {
  const id = (table: IdentityTable) => {
    ids[table] += 1;
    return ids[table] - 1;
  };
  const c = plan.customerId;
  const iso = (ms: number) => new Date(ms).toISOString();
  const years = 8;

  // Staff: a buyer per 500 projects (at least two), members of the agency's Buyers group.
  const staff = [...plan.staffIds];
  const buyers = Math.max(2, Math.min(500, Math.round(plan.projects / 500)));
  for (let i = 1; i <= buyers; i++) {
    const userId = id('users');
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const email = `buyer${i}@${plan.domain}.procura.local`;
    await emit('users', {
      customer_id: c,
      id: userId,
      email,
      username: email,
      first_name: first,
      last_name: last,
      password_hash: passwordHash,
      purchaser: random.next() < 0.5,
      created_at: iso(now - random.int(1, 2000) * day),
    });
    await emit('user_group_members', { customer_id: c, group_id: plan.buyersGroupId, user_id: userId });
    staff.push(userId);
  }

  // Suppliers: plan.suppliers (one per 20 projects unless asked, at least 20); each company's
  // first contact is a portal account. Their directory traits draw from a stream of their own, so
  // the projects' rows stay the same whatever traits suppliers get.
  const vendors: Vendor[] = [];
  const traits = seededRandom(c * 7_919 + 104_729);
  // An agency the seed gave no categories gets some, so suppliers have categories to hold.
  if (plan.categoryIds.length === 0) {
    for (const [k, subject] of subjects.entries()) {
      const categoryId = id('categories');
      await emit('categories', {
        customer_id: c,
        id: categoryId,
        kind: k % 4 === 3 ? 'commodity' : 'category',
        code: String(7_000 + k * 10),
        name: `${subject} works`,
      });
      plan.categoryIds.push(categoryId);
    }
  }
  const vendorCount = Math.max(20, plan.suppliers);
  for (let i = 1; i <= vendorCount; i++) {
    const vendorId = id('vendors');
    const companyName = `${random.pick(companyWords)} ${random.pick(companyKinds)} ${i}`;
    const created = now - random.int(1, 365 * years) * day;
    const diverse = traits.next() < 0.1;
    const subscribed = traits.next() < 0.6;
    await emit('vendors', {
      customer_id: c,
      id: vendorId,
      belongs_to_node_id: plan.tenderNodeId,
      company_name: companyName,
      city: random.pick(cities),
      province_state: 'ON',
      country: 'Canada',
      is_local_vendor: random.next() < 0.3,
      emergency_vendor: traits.next() < 0.05,
      category_ids:
        plan.categoryIds.length === 0
          ? '{}'
          : `{${[...new Set(Array.from({ length: 1 + traits.int(0, 2) }, () => traits.pick(plan.categoryIds)))].join(',')}}`,
      certified_diverse_supplier: diverse,
      diversity_classification: diverse ? traits.pick(diversityClassifications) : '',
      subscription_expires_on: subscribed
        ? new Date(now + traits.int(-400, 400) * day).toISOString().slice(0, 10)
        : null,
      created_at: iso(created),
    });
    const contacts = 1 + Math.min(2, random.geometric(0.5));
    for (let k = 0; k < contacts; k++) {
      const contactId = id('vendor_contacts');
      const first = random.pick(firstNames);
      const last = random.pick(lastNames);
      const email = `contact${k + 1}.vendor${i}@${plan.domain}.suppliers.example`;
      await emit('vendor_contacts', {
        customer_id: c,
        id: contactId,
        vendor_id: vendorId,
        first_name: first,
        last_name: last,
        email,
        is_primary: k === 0,
        password_hash: k === 0 ? passwordHash : null,
        email_verified_at: k === 0 ? iso(created) : null,
        last_login_at: k === 0 && traits.next() < 0.7 ? iso(now - traits.int(0, 365) * day) : null,
        created_at: iso(created),
      });
      if (k === 0)
        vendors.push({ id: vendorId, contactId, companyName, contactName: `${first} ${last}`, email });
    }
  }

  // Projects, oldest first so the audit chain runs forward in time; more recent years hold more.
  const ages = Array.from({ length: plan.projects }, () => random.next() ** 1.6 * years * 365 * day);
  ages.sort((a, b) => b - a);
  const chain = auditChain(plan, emit);
  const generated: GeneratedProject[] = [];
  for (const [index, age] of ages.entries()) {
    const projectId = id('projects');
    const tenderId = id('tenders');
    const createdAt = now - age;
    const ageDays = age / day;
    const status = statusFor(random, ageDays);
    const method = random.weighted({
      Public: 60,
      Prequalification: 8,
      Private: 12,
      Limited: 5,
      Informal: 15,
    });
    const type = random.weighted({ SOURCE: 82, SOURCE_CONTRACT: 13, CONTRACT: 5 });
    const name = `${random.pick(subjects)} ${random.pick(works)} ${index + 1}`.replace(/^./, (ch) =>
      ch.toUpperCase(),
    );
    const number = `B-${String(index + 1).padStart(8, '0')}`;
    const lead = random.pick(staff);
    // Dates: published some days after creation, closing weeks later; an Open source closes ahead.
    const available = createdAt + random.int(3, 30) * day;
    const closing =
      status === 'Open'
        ? now + random.int(1, 40) * day + random.int(0, 23) * 3_600_000
        : available + random.int(14, 45) * day;
    const isPublished = published.has(status);
    const isClosed = closed.has(status);
    const estimatedValue = Math.round(random.logNormal(11.5, 1.4));
    await emit('projects', {
      customer_id: c,
      id: projectId,
      node_id: plan.tenderNodeId,
      name,
      number,
      type,
      phase: phaseOf[status],
      status,
      procurement_method: method,
      is_planned: status === 'Planned' || status === 'Upcoming',
      created_by_id: lead,
      project_lead_id: lead,
      description: `${name}: generated project of ${plan.domain}`,
      estimated_value: estimatedValue.toString(),
      created_at: iso(createdAt),
      // Last changed when it closed, or, while still open, when it was published.
      updated_at: iso(isPublished ? (closing < now ? closing : Math.min(now, available)) : createdAt),
    });
    await emit('tenders', {
      customer_id: c,
      id: tenderId,
      project_id: projectId,
      settings: JSON.stringify({ name, number }),
      date_available: isPublished || status === 'Open_Scheduled' ? iso(available) : null,
      date_closing: isPublished || status === 'Open_Scheduled' ? iso(closing) : null,
      question_deadline: isPublished ? iso(closing - 5 * day) : null,
      closed_at: isClosed ? iso(closing) : null,
      price_unsealed_at: isClosed ? iso(closing + 3_600_000) : null,
      submission_unsealed_at: isClosed ? iso(closing + 3_600_000) : null,
    });
    const project: GeneratedProject = {
      id: projectId,
      tenderId,
      name,
      number,
      type,
      status,
      method,
      leadId: lead,
      estimatedValue,
      createdAt,
      available,
      closing,
      bids: [],
    };
    generated.push(project);
    const actor = {
      actorUserId: lead,
      actorLabel: `user:${lead}`,
      projectId,
      companyName: null,
      vendorId: null,
      before: null,
    };
    await chain.record({
      ...actor,
      at: new Date(createdAt),
      action: 'project.created',
      entityType: 'project',
      entityId: String(projectId),
      after: { name, number, type, procurementMethod: method },
    });
    if (status !== 'Design_Mode_Pending') {
      await chain.record({
        ...actor,
        at: new Date(Math.min(now, isClosed ? closing : available)),
        action: 'project.statusChanged',
        entityType: 'project',
        entityId: String(projectId),
        after: { status },
      });
    }
    if (!isPublished) continue;

    // Plan takers: popular suppliers register more often; openly posted sources draw more.
    const wanted = Math.min(vendors.length, random.geometric(method === 'Public' ? 5 : 2));
    const chosen = new Set<Vendor>();
    while (chosen.size < wanted)
      chosen.add(vendors[Math.floor(random.next() ** 2 * vendors.length)] as Vendor);
    for (const vendor of chosen) {
      const planTakerId = id('plan_takers');
      const registeredAt = available + random.next() * (Math.min(now, closing) - available);
      await emit('plan_takers', {
        customer_id: c,
        id: planTakerId,
        tender_id: tenderId,
        vendor_id: vendor.id,
        contact_id: vendor.contactId,
        company_name: vendor.companyName,
        contact_name: vendor.contactName,
        email: vendor.email,
        registered_at: iso(registeredAt),
      });
      const supplier = {
        actorUserId: null,
        actorLabel: vendor.email,
        projectId,
        companyName: vendor.companyName,
        vendorId: vendor.id,
        before: null,
      };
      await chain.record({
        ...supplier,
        at: new Date(registeredAt),
        action: 'planTaker.registered',
        entityType: 'planTaker',
        entityId: String(planTakerId),
        after: null,
      });
      // About half the plan takers bid; an Open source holds drafts, a closed one complete bids.
      if (random.next() >= (status === 'Open' ? 0.2 : 0.5)) continue;
      const submissionId = id('submissions');
      const submittedAt = registeredAt + random.next() * (Math.min(now, closing) - registeredAt);
      const state =
        status === 'Open' ? 'incomplete' : random.weighted({ complete: 90, withdrawn: 5, noBid: 5 });
      const done = state !== 'incomplete';
      const sha = random.hex(64);
      await emit('submissions', {
        customer_id: c,
        id: submissionId,
        tender_id: tenderId,
        company_name: vendor.companyName,
        contact_email: vendor.email,
        status: state === 'noBid' ? 'complete' : state,
        submitted_at: done ? iso(submittedAt) : null,
        withdrawn_at: state === 'withdrawn' ? iso(closing - day) : null,
        vendor_id: vendor.id,
        contact_id: vendor.contactId,
        plan_taker_id: planTakerId,
        is_no_bid: state === 'noBid',
        content_sha256: state === 'complete' ? sha : null,
        receipt_number: state === 'complete' ? `R-${sha.slice(0, 8).toUpperCase()}` : null,
        created_at: iso(registeredAt),
        updated_at: iso(done ? submittedAt : registeredAt),
      });
      if (state === 'complete') project.bids.push({ submissionId, vendor, submittedAt });
      if (done) {
        await chain.record({
          ...supplier,
          at: new Date(submittedAt),
          action: state === 'noBid' ? 'submission.noBid' : 'submission.submitted',
          entityType: 'submission',
          entityId: String(submissionId),
          after: null,
        });
      }
    }
  }
  await generateWork({ plan, ids, random: workRandom, now, emit, staff, vendors, projects: generated });
  return chain.head();
}

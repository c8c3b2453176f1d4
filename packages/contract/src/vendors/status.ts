/** A supplier's account and subscription statuses (000 §3 Supplier, 001 §3 vendorPaySubscription). */

/** 000 §3: subscription status, derived from the paid subscription's expiry day. */
export const subscriptionStatuses = ['Active', 'Expired', 'Not Subscribed'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** 000 §3: account status Active/Inactive (the vendor's isActive). */
export const accountStatuses = ['Active', 'Inactive'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

/** A subscription's status on a day (both YYYY-MM-DD): active through its expiry day, expired after. */
export function subscriptionStatusOf(expiresOn: string | null, today: string): SubscriptionStatus {
  if (expiresOn === null) return 'Not Subscribed';
  return expiresOn >= today ? 'Active' : 'Expired';
}

export const accountStatusOf = (isActive: boolean): AccountStatus => (isActive ? 'Active' : 'Inactive');

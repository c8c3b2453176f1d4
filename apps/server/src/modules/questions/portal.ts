import type { Config } from '../../platform/config.ts';

/** Where a supplier reads an opportunity on the portal (the portal's opportunity page). */
export function opportunityUrl(config: Pick<Config, 'publicUrl'>, domain: string, projectId: number) {
  return `${config.publicUrl}/portal/${encodeURIComponent(domain)}/opportunities/${projectId}`;
}

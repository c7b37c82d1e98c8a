import type { FleetReactor } from '@/lib/schemas/monitoring-fleet';

export interface FleetSite {
  id: string;
  name: string;
  time_zone: string;
  project_name: string;
  reactors: FleetReactor[];
}

/** The fleet's reactors by site, in the fleet's order (project, site, reactor). */
export function sitesOf(reactors: FleetReactor[]): FleetSite[] {
  const sites = new Map<string, FleetSite>();
  for (const reactor of reactors) {
    const site = sites.get(reactor.site.id) ?? { ...reactor.site, project_name: reactor.project_name, reactors: [] };
    site.reactors.push(reactor);
    sites.set(site.id, site);
  }
  return [...sites.values()];
}

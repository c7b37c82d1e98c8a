import type { FleetReactor } from '@/lib/schemas/monitoring-fleet';
import { sitesOf } from './fleet-groups';

const reactor = (id: string, siteId: string): FleetReactor => ({
  id,
  name: `Kiln ${id}`,
  project_id: 'p',
  project_name: 'Project',
  site: { id: siteId, name: `Site ${siteId}`, time_zone: 'Asia/Tokyo' },
  status: 'online',
  last_reading_at: null,
  parameters: [],
  alarms: { unacknowledged: 0, active: { critical: 0, major: 0, minor: 0, warning: 0 } },
});

describe('the fleet by site', () => {
  it('groups reactors under their site, in order', () => {
    const sites = sitesOf([reactor('1', 'a'), reactor('2', 'b'), reactor('3', 'a')]);
    expect(sites.map((site) => [site.name, site.time_zone, site.reactors.map((each) => each.id)])).toEqual([
      ['Site a', 'Asia/Tokyo', ['1', '3']],
      ['Site b', 'Asia/Tokyo', ['2']],
    ]);
  });
});

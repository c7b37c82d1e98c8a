/** @jest-environment node */
import { containerNames } from './containers';

describe('containerNames', () => {
  it('defaults every storage area to its own name', () => {
    expect(containerNames({})).toEqual({
      opportunities: 'opportunities',
      investors: 'investors',
      companies: 'companies',
      profiles: 'profiles',
      projects: 'projects',
      monitoring: 'monitoring',
    });
  });

  it('takes each area from STORAGE_<AREA>', () => {
    const names = containerNames({
      STORAGE_OPPORTUNITIES: 'prod-opportunities',
      STORAGE_INVESTORS: 'prod-investors',
      STORAGE_COMPANIES: 'prod-companies',
      STORAGE_PROFILES: 'prod-profiles',
      STORAGE_PROJECTS: 'prod-projects',
      STORAGE_MONITORING: 'prod-monitoring',
      STORAGE_OTHER: 'ignored',
    });
    expect(Object.values(names)).toEqual(['prod-opportunities', 'prod-investors', 'prod-companies', 'prod-profiles', 'prod-projects', 'prod-monitoring']);
  });

  it('treats an empty variable as unset', () => {
    expect(containerNames({ STORAGE_PROFILES: '' }).profiles).toBe('profiles');
  });

  it('refuses a name Azure would refuse, naming the variable', () => {
    expect(() => containerNames({ STORAGE_COMPANIES: 'Companies_2024' })).toThrow(/^STORAGE_COMPANIES: A container name has 3 to 63/);
  });
});

import { environmentBadgeName } from './environment-badge';

describe('environment badge', () => {
  it('shows the environment name setting outside production', () => {
    expect(environmentBadgeName('staging', 'Staging EU')).toBe('Staging EU');
    expect(environmentBadgeName('dev', '  QA  ')).toBe('QA');
  });

  it('falls back to the environment chosen by host when the setting is empty', () => {
    expect(environmentBadgeName('demo', '')).toBe('demo');
    expect(environmentBadgeName('dev', '   ')).toBe('dev');
  });

  it('is hidden in production: on a production host, or when the setting names production', () => {
    expect(environmentBadgeName('prod', '')).toBeNull();
    expect(environmentBadgeName('prod', 'Staging')).toBeNull();
    expect(environmentBadgeName('dev', 'PROD')).toBeNull();
    expect(environmentBadgeName('staging', 'Production')).toBeNull();
  });
});

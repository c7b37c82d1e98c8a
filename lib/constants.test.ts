import * as constants from './constants';

describe('seed section 9 constants', () => {
  it('holds every value of the seed', () => {
    expect(constants.LOADING_TIMEOUT_MS).toBe(30000);
    expect(constants.ME_FETCH_DELAY_MS).toBe(2500);
    expect(constants.ME_RETRY_INTERVAL_MS).toBe(1000);
    expect(constants.NOT_READY_STATUS).toBe(425);
    expect(constants.REDIRECT_AFTER_LOGIN_DELAY_MS).toBe(100);
    expect(constants.ANCHOR_SCROLL_OFFSET_RATIO).toBe(0.2);
    expect(constants.TOKEN_COOKIE_EXPIRY).toBe(1000);
    expect(constants.TOKEN_COOKIE_NAME).toBe('authorization');
    expect(constants.CSV_FILE_NAME).toBe('data.csv');
    expect(constants.CROSS_DOMAIN_COOKIE_CHECK_DELAY_MS).toBe(100);
    expect(constants.TOKEN_LOOKUP_ATTEMPTS).toBe(3);
    expect(constants.TOKEN_LOOKUP_DELAY_MS).toBe(150);
    expect(constants.V2_HANDOFF_RETRY_DELAY_MS).toBe(200);
    expect(constants.CONFIGURATION_LABEL).toBe('prd');
    expect(constants.AFTER_LOGIN_PATH).toBe('/homepage');
    expect(constants.ROOT_PATH).toBe('/');
    expect(constants.REDIRECT_AFTER_LOGIN_KEY).toBe('redirectAfterLogin');
  });

  it('names the cross-domain cookie authorization-{environment}', () => {
    expect(constants.crossDomainCookieName('staging')).toBe('authorization-staging');
  });
});

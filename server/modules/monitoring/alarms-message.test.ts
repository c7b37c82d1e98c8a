/** @jest-environment node */
import { alarmMessage, formatDelay, severityName } from './alarms-message';

// docs/requirements.md: an alarm's text is written from its facts in the reader's language, times in the
// site's zone (named), never as an ISO timestamp; French never says « levée ».

const parameter = { name: 'temperature', unit: '°C', decimals: 1 };
const since = new Date('2026-11-27T03:55:26.000Z');
const ISO = /\d{4}-\d{2}-\d{2}T/;

describe('alarm texts', () => {
  it('tells a value out of range in English and French, in the site’s zone', () => {
    const alarm = { triggeredAt: since, value: 820.25, facts: { side: 'above' as const, bound: 700 }, message: null };
    const english = alarmMessage(alarm, parameter, 'en', 'Asia/Tokyo');
    expect(english).toMatch(/^temperature at 820\.3 °C, above 700 °C since Nov 27, 2026, 12:55\sPM \(Asia\/Tokyo\)$/);
    const french = alarmMessage(alarm, parameter, 'fr', 'Asia/Tokyo');
    expect(french).toMatch(/^temperature à 820,3 °C, au-dessus de 700 °C depuis le 27 nov\. 2026,? (à )?12:55 \(Asia\/Tokyo\)$/);
    expect(alarmMessage({ ...alarm, value: 300, facts: { side: 'below', bound: 350 } }, parameter, 'fr', 'Europe/Paris')).toContain('en dessous de 350 °C');
    expect(`${english}${french}`).not.toMatch(ISO);
  });

  it('tells a change too fast and a silence, and answers the stored text of an alarm raised before facts were kept', () => {
    const rate = alarmMessage({ triggeredAt: since, value: 560, facts: { rate: 22.5, maxRate: 10 }, message: null }, parameter, 'fr', 'UTC');
    expect(rate).toMatch(/^temperature a varié de 22,5 °C\/min \(au plus 10\) le 27 nov\. 2026/);
    const silent = { triggeredAt: since, value: null, facts: { allowedS: 180, last: '2026-11-27T03:52:26.000Z' }, message: null };
    expect(alarmMessage(silent, parameter, 'en', 'Europe/Paris')).toMatch(/^no reading of temperature for more than 180 s \(last: Nov 27, 2026, 4:52\sAM \(Europe\/Paris\)\)$/);
    expect(alarmMessage({ ...silent, facts: { allowedS: 180, last: null } }, parameter, 'fr', 'UTC')).toBe('aucune mesure de temperature depuis plus de 180 s (dernière : aucune)');
    expect(alarmMessage({ triggeredAt: since, value: 1, facts: null, message: 'an old text' }, parameter, 'fr', 'UTC')).toBe('an old text');
  });

  it('names severities and delays in the reader’s language', () => {
    expect(severityName('critical', 'fr')).toBe('critique');
    expect(severityName('warning', 'en')).toBe('warning');
    expect(formatDelay(900, 'en')).toBe('15 min');
    expect(formatDelay(14_400, 'fr')).toBe('4 h');
  });
});

import { EARTH_RADIUS_M, haversineMetres } from './geo';

describe('haversineMetres', () => {
  test('is zero between a point and itself', () => {
    expect(haversineMetres({ latitude: 47.2, longitude: -1.55 }, { latitude: 47.2, longitude: -1.55 })).toBe(0);
  });

  test('measures a degree of a meridian as the arc of the mean radius', () => {
    expect(haversineMetres({ latitude: 0, longitude: 10 }, { latitude: 1, longitude: 10 })).toBeCloseTo((Math.PI / 180) * EARTH_RADIUS_M, 6);
  });

  test('shrinks a degree of longitude with the cosine of the latitude', () => {
    const atEquator = haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 });
    const at60 = haversineMetres({ latitude: 60, longitude: 0 }, { latitude: 60, longitude: 1 });
    expect(at60 / atEquator).toBeCloseTo(0.5, 3);
  });

  test('gives Paris to London as about 343.5 km, both ways', () => {
    const paris = { latitude: 48.8566, longitude: 2.3522 };
    const london = { latitude: 51.5074, longitude: -0.1278 };
    expect(haversineMetres(paris, london) / 1000).toBeCloseTo(343.5, 0);
    expect(haversineMetres(london, paris)).toBeCloseTo(haversineMetres(paris, london), 6);
  });

  test('stays finite for antipodes', () => {
    expect(haversineMetres({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(Math.PI * EARTH_RADIUS_M, 3);
  });
});

import { z } from 'zod';
import { lazySchema, preloadingSchemas } from './lazy-schema';

const schema = z.object({ name: z.string().trim() });

describe('lazy schema', () => {
  it('loads the schema on the first check only, and validates as the schema does', async () => {
    const load = jest.fn(async () => schema);
    const lazy = lazySchema(load);
    expect(load).not.toHaveBeenCalled();
    await expect(lazy['~standard'].validate({ name: ' Ana ' })).resolves.toEqual({ value: { name: 'Ana' } });
    const failed = await lazy['~standard'].validate({ name: 3 });
    expect(failed.issues?.[0].path).toEqual(['name']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can start loading ahead of the first check', async () => {
    const load = jest.fn(async () => schema);
    const lazy = lazySchema(load);
    lazy.preload();
    lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await lazy['~standard'].validate({ name: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the check when the schema cannot be loaded, and tries again next time', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schema);
    const lazy = lazySchema(load);
    lazy.preload();
    await expect(lazy['~standard'].validate({ name: 'x' })).rejects.toThrow('chunk failed');
    await expect(lazy['~standard'].validate({ name: 'x' })).resolves.toEqual({ value: { name: 'x' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('preloadingSchemas', () => {
  it('starts loading when an endpoint builds its request, and leaves the request as it was', () => {
    const preload = jest.fn();
    const query = jest.fn((id: string) => ({ url: `/x/${id}` }));
    const definitions = preloadingSchemas(preload, { one: { query }, noQuery: { queryFn: jest.fn() } });
    expect(preload).not.toHaveBeenCalled();
    expect(definitions.one.query('7')).toEqual({ url: '/x/7' });
    expect(query).toHaveBeenCalledWith('7');
    expect(preload).toHaveBeenCalledTimes(1);
  });
});

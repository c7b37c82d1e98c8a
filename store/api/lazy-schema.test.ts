import { z } from 'zod';
import { schemaModule } from './lazy-schema';

const schemas = { person: z.object({ name: z.string().trim() }), count: z.number().int() };

describe('schema module', () => {
  it('loads the module on the first check only, and validates as the picked schema does', async () => {
    const load = jest.fn(async () => schemas);
    const loadedModule = schemaModule(load);
    const person = loadedModule.response((loaded) => loaded.person);
    expect(load).not.toHaveBeenCalled();
    await expect(person['~standard'].validate({ name: ' Ana ' })).resolves.toEqual({ value: { name: 'Ana' } });
    const failed = await person['~standard'].validate({ name: 3 });
    expect(failed.issues?.[0].path).toEqual(['name']);
    await expect(loadedModule.response((loaded) => loaded.count)['~standard'].validate(2)).resolves.toEqual({ value: 2 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('can start loading ahead of the first check, once', async () => {
    const load = jest.fn(async () => schemas);
    const loadedModule = schemaModule(load);
    loadedModule.preload();
    loadedModule.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await loadedModule.response((loaded) => loaded.person)['~standard'].validate({ name: 'x' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('hands the module itself to a call made outside RTK Query, loading it once', async () => {
    const load = jest.fn(async () => schemas);
    const loadedModule = schemaModule(load);
    loadedModule.preload();
    await expect(loadedModule.load()).resolves.toBe(schemas);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fails the check when the module cannot be loaded, and tries again next time', async () => {
    const load = jest.fn<Promise<typeof schemas>, []>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue(schemas);
    const loadedModule = schemaModule(load);
    loadedModule.preload();
    const person = loadedModule.response((loaded) => loaded.person);
    await expect(person['~standard'].validate({ name: 'x' })).rejects.toThrow('chunk failed');
    await expect(person['~standard'].validate({ name: 'x' })).resolves.toEqual({ value: { name: 'x' } });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

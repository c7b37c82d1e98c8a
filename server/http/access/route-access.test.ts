import { z } from 'zod';
import type { Guards } from '../current-user';
import { routesOf } from '../route';
import { ACCESS_CLASS_NAMES, ACCESS_CLASSES, securityOf } from './classes';
import { checkedByService } from './record';

const pass = async (_c: unknown, next: () => Promise<void>) => next();
const guards: Guards = { requireUser: () => pass, optionalUser: pass };
const route = routesOf({ tag: 'Projects', guards });
const text = { summary: 'A route', description: 'A route', responses: { 200: { description: 'ok', content: { 'application/json': { schema: z.object({}) } } } } };

describe('routesOf and access classes', () => {
  it('refuses, at compile time, a route without a class and a record class without its record', () => {
    // @ts-expect-error -- every operation declares its access class
    expect(() => route({ operationId: 'noClass', method: 'get', path: '/no-class', ...text })).toThrow('noClass: an operation needs one access class');
    // @ts-expect-error -- a class that names a record says where the request names it
    expect(() => route({ operationId: 'noRecord', access: 'project-read', method: 'get', path: '/no-record', ...text })).toThrow('the project-read class needs its record');
    // @ts-expect-error -- a class that names no record takes none
    expect(() => route({ operationId: 'extraRecord', access: 'public', record: checkedByService('project'), method: 'get', path: '/extra', ...text })).toThrow('names no record');
    // @ts-expect-error -- only the classes of ACCESS_CLASSES
    expect(() => route({ operationId: 'unknownClass', access: 'friends', method: 'get', path: '/unknown', ...text })).toThrow('unknownClass: an operation needs one access class');
  });

  it('publishes the class as x-access, with the security and the record kind that go with it', () => {
    for (const access of ACCESS_CLASS_NAMES) {
      const declared = ACCESS_CLASSES[access].record
        ? route({ operationId: 'withRecord', access: access as 'record-party', record: checkedByService('thing'), method: 'get', path: '/thing', ...text })
        : route({ operationId: 'withoutRecord', access: access as 'public', method: 'get', path: '/thing', ...text });
      const document = declared as unknown as Record<string, unknown>;
      expect([access, document['x-access'], document['x-access-record'], document.security]).toEqual([
        access,
        access,
        ACCESS_CLASSES[access].record ? 'thing' : undefined,
        securityOf(access),
      ]);
      expect(document).not.toHaveProperty('access');
      expect(document).not.toHaveProperty('record');
    }
  });

  it('describes every class', () => {
    for (const access of ACCESS_CLASS_NAMES) expect([access, ACCESS_CLASSES[access].description.length > 20]).toEqual([access, true]);
  });
});

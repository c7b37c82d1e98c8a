import type { Context, MiddlewareHandler } from 'hono';
import { uuidSchema } from '@/lib/schemas/common';
import { isMultipart } from '../body';
import type { AppEnv } from '../context';
import type { RecordClass } from './classes';

/**
 * Where a route's record is, and how its class is enforced on it: `guard` resolves the record the request names
 * (once), refuses the caller as the class says, and hands the record to the handler through the context.
 */
export interface RecordCheck {
  /** What the request names, as the document says it (`project`, `reactor`, `opportunity`…). */
  kind: string;
  guard(access: RecordClass): MiddlewareHandler<AppEnv> | undefined;
}

/** Where a request names its record: a query parameter or a field of its JSON body. */
export interface IdField {
  /** `form`: a field of the JSON in a multipart request's `data` part (uploads). */
  in: 'query' | 'json' | 'form';
  field: string;
}

export const inQuery = (field: string): IdField => ({ in: 'query', field });
export const inJson = (field: string): IdField => ({ in: 'json', field });
export const inForm = (field: string): IdField => ({ in: 'form', field });

const JSON_TYPE = /^\s*application\/([\w.-]+\+)?json\b/i;

/** The JSON of a multipart request's `data` part (Hono keeps the parsed form for the handler), or undefined. */
async function formData(c: Context<AppEnv>): Promise<unknown> {
  if (!isMultipart(c.req.header('content-type'))) return undefined;
  const data = (await c.req.formData().catch(() => undefined))?.get('data');
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

async function bodyOf(c: Context<AppEnv>, where: IdField['in']): Promise<unknown> {
  if (where === 'form') return formData(c);
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return undefined;
  return c.req.json().catch(() => undefined);
}

/**
 * The id the request names, read before validation (Hono keeps the parsed body for the validator). Undefined when
 * it is missing or not an id: the route's validation then answers 400 before the handler runs.
 */
export async function namedId(c: Context<AppEnv>, where: IdField): Promise<string | undefined> {
  let value: unknown;
  if (where.in === 'query') value = c.req.query(where.field);
  else {
    const body = await bodyOf(c, where.in);
    value = body && typeof body === 'object' ? (body as Record<string, unknown>)[where.field] : undefined;
  }
  const id = uuidSchema.safeParse(value);
  return id.success ? id.data : undefined;
}

/**
 * A record whose check a class cannot express alone and that its service makes (the sides of an opportunity, the two
 * parties of a thread): the class still states who may call.
 */
export function checkedByService(kind: string): RecordCheck {
  return { kind, guard: () => undefined };
}

import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** The provider's routes run on the Node server's bindings (the raw response carries their cookies). */
export type IdpEnv = { Bindings: HttpBindings };
export type IdpContext = Context<IdpEnv>;

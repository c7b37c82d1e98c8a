// The one module that loads oidc-provider's code; the rest of the server imports it from here (types may come from
// oidc-provider directly). The import order matters: `./runtime-warning` holds back oidc-provider's warning about
// Node.js 20 before oidc-provider is evaluated, and the body below gives console.warn back.
import { heldRuntimeWarning, runtimeNotice } from './runtime-warning';
import Provider, { errors, interactionPolicy } from 'oidc-provider';
import { logger } from '@/server/logger';

if (heldRuntimeWarning.restore()) logger.info(runtimeNotice());

export { Provider, errors, interactionPolicy };

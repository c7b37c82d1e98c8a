import { API_KEY_SCHEME, BEARER_SCHEME } from '../openapi';

/** The security scheme of a monitoring device's key (the `device-key` header); registered by the monitoring module. */
export const DEVICE_KEY_SCHEME = 'deviceKey';

/**
 * Who may call an operation: every operation of the API declares exactly one class (`routesOf` refuses a route
 * without one), the class's middleware enforces it before the handler runs, and the OpenAPI document publishes it
 * as the operation's `x-access`. Rules about one record that a class cannot express (a folder granted to an
 * investor, the two parties of a thread) stay in the services.
 */
export const ACCESS_CLASSES = {
  public: { security: 'open', record: false, description: 'Anyone, visitors included; a token that is sent must be valid.' },
  'signed-in': { security: 'token', record: false, description: 'Any signed-in user, on their own records (their account, profile, list of projects).' },
  staff: { security: 'token', record: false, description: 'Staff only (the `admin` role); 403 to everyone else.' },
  investor: { security: 'token', record: false, description: 'A user with the `investor` role, on their own investor profile; 403 to everyone else.' },
  'investor-activated': {
    security: 'token',
    record: false,
    description: 'An investor the Groundwork team has activated (and staff, who see what they see); 403 to everyone else.',
  },
  'project-read': {
    security: 'token',
    record: true,
    description:
      'Reads a project, named directly or through one of its records: its owner, editors and readers (by invitation or access key). Anyone else gets 404, as for a record that does not exist.',
  },
  'project-write': {
    security: 'token',
    record: true,
    description: 'Changes a project or one of its records: its owner and editors. A reader gets 403, anyone else 404.',
  },
  'project-owner': {
    security: 'token',
    record: true,
    description: 'Decides who holds a project (sharing, ownership, deletion): its owner only. An editor or reader gets 403, anyone else 404.',
  },
  'project-field': {
    security: 'token',
    record: true,
    description:
      'Field uploads of a project (a phone’s photos), each caller on their own: its owner, editors and the field staff the owner invited (who see nothing else of the project). A reader gets 403, anyone else 404.',
  },
  'project-review': {
    security: 'token',
    record: true,
    description: 'Reviews a project’s evidence: only a verifier its owner invited (who otherwise reads like a reader). The owner, editors and readers get 403, anyone else 404.',
  },
  'opportunity-party': {
    security: 'token',
    record: true,
    description:
      'An opportunity’s record (terms, signatures, data room, audit trail): the project’s people, staff, and activated investors on a listed opportunity, each with what their side may do. Anyone else gets 404.',
  },
  'opportunity-signer': {
    security: 'token',
    record: true,
    description:
      'An activated investor who signed the commitment of the very opportunity named (a signature elsewhere opens nothing): 403 to anyone else, 404 for an opportunity not listed.',
  },
  'record-party': {
    security: 'token',
    record: true,
    description: 'A record only its parties see (an ownership transfer, an information request, an investor who contacted an opportunity): 404 to anyone else.',
  },
  'device-key': {
    security: 'device',
    record: false,
    description: 'A monitoring device’s key in the `device-key` header, never a user’s token: 401 to anyone without a valid, unrevoked key.',
  },
} as const satisfies Record<string, { security: 'open' | 'token' | 'device'; record: boolean; description: string }>;

export type AccessClass = keyof typeof ACCESS_CLASSES;

/** The classes that name a record: the route says where the record is, and the middleware resolves it. */
export type RecordClass = { [Name in AccessClass]: (typeof ACCESS_CLASSES)[Name]['record'] extends true ? Name : never }[AccessClass];
export type CallerClass = Exclude<AccessClass, RecordClass>;

export const ACCESS_CLASS_NAMES = Object.keys(ACCESS_CLASSES) as AccessClass[];

/** The document's `security` of an operation of the class. */
export function securityOf(access: AccessClass): Record<string, string[]>[] {
  switch (ACCESS_CLASSES[access].security) {
    case 'open':
      return [{ [API_KEY_SCHEME]: [] }];
    case 'device':
      return [{ [DEVICE_KEY_SCHEME]: [], [API_KEY_SCHEME]: [] }];
    default:
      return [{ [BEARER_SCHEME]: [], [API_KEY_SCHEME]: [] }];
  }
}

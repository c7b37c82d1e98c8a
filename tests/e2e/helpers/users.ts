import { randomUUID } from 'node:crypto';

export interface TestUser {
  name: string;
  email: string;
  password: string;
  company: string;
}

/** A user nobody has signed up with yet. */
export function newTestUser(label = 'user'): TestUser {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Ada ${label} ${id}`,
    email: `${label}.${id}@e2e.groundwork.test`,
    password: `Pyrolysis-${id}-450C`,
    company: `Biochar Works ${id}`,
  };
}

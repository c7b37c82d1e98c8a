// Every table of the database, one file per domain; drizzle-kit reads the same files (drizzle.config.ts).
export * from './audit';
export * from './contact';
export * from './dataroom';
export * from './idp';
export * from './investors';
export * from './knowledge';
export * from './monitoring';
export * from './opportunities';
export * from './profile-logos';
export * from './profiles';
export * from './projects';
export * from './resources';
export * from './template-snapshots';
export * from './users';
export * from './commitments';
export * from './monitoring-alarms';
export * from './monitoring-forms';

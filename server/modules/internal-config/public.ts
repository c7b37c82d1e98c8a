/** Staff's configuration routes, and the settings staff set kept in the database: the public surface. */
export { registerInternalConfigRoutes } from './routes';
export { maintenanceStoreOf, STORED_SETTINGS_TTL_MS, storedSettingsOf } from './stored-settings';

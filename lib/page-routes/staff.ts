/** Staff's console (issue 24, item 11): its home, counting what waits, and the configuration screen. */
export const STAFF_HOME_PATH = '/staff';
/** App Configuration's snapshots (list, compare, archive) and the maintenance switch. */
export const STAFF_CONFIGURATION_PATH = '/staff/configuration';

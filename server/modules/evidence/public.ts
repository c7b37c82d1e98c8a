/**
 * The evidence module's public surface (issue 22). The package track registers the monitoring trail, the check of the
 * stored files and the verifier package; the evidence track adds its records, checklist and reviews here.
 */
export { registerMonitoringPackageRoutes } from './package-module';

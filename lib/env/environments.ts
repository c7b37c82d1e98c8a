import { getClientConfig } from '@/lib/config/client-config';

/** The environments, told apart by host (seed section 9); anything unknown is `dev`. */
export const ENVIRONMENTS = ['dev', 'staging', 'preprod', 'prod', 'demo'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Whether a value names an environment (plain code: this module is part of every page's JavaScript). */
export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (ENVIRONMENTS as readonly string[]).includes(value);
}
export const DEFAULT_ENVIRONMENT: Environment = 'dev';

/** The label in front of the monitoring (V2) host of every environment. */
export const MONITORING_LABEL = 'monitoring';

/** Host names that serve production besides the base domain itself. */
const PRODUCTION_ALIASES = ['www', 'app'];

export interface EnvironmentInfo {
  name: Environment;
  /** Host of the main (V1) application. */
  host: string;
  /** Host of the monitoring (V2) application. */
  monitoringHost: string;
  monitoringOrigin: string;
}

function normalizeHost(host: string): string {
  return host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

/** The sub-domain of the base domain an environment lives on; production is the base domain itself. */
function environmentPrefix(environment: Environment): string {
  return environment === 'prod' ? '' : `${environment}.`;
}

/** Host of the main application of an environment: `groundwork.eco`, `staging.groundwork.eco`… */
export function environmentHost(environment: Environment, baseDomain = getClientConfig().baseDomain): string {
  return `${environmentPrefix(environment)}${baseDomain}`;
}

/** Host of the monitoring sub-domain: `monitoring.groundwork.eco`, `monitoring.staging.groundwork.eco`… */
export function monitoringHost(environment: Environment, baseDomain = getClientConfig().baseDomain): string {
  return `${MONITORING_LABEL}.${environmentHost(environment, baseDomain)}`;
}

/** `https://` origin of the monitoring (V2) application of an environment. */
export function monitoringOrigin(environment: Environment, baseDomain = getClientConfig().baseDomain): string {
  return `https://${monitoringHost(environment, baseDomain)}`;
}

/**
 * The environment a host belongs to, its monitoring sub-domain included: `staging.groundwork.eco` and
 * `monitoring.staging.groundwork.eco` are staging; the base domain, `app.` and `www.` are prod; `preprod.`
 * and `demo.` likewise; localhost and any other host are dev.
 */
export function environmentForHost(host: string, baseDomain = getClientConfig().baseDomain): Environment {
  const name = normalizeHost(host);
  const base = normalizeHost(baseDomain);
  if (name !== base && !name.endsWith(`.${base}`)) return DEFAULT_ENVIRONMENT;
  const labels = name === base ? [] : name.slice(0, -(base.length + 1)).split('.');
  if (labels[0] === MONITORING_LABEL) labels.shift();
  if (labels.length === 0) return 'prod';
  if (labels.length === 1) {
    const [label] = labels;
    if (PRODUCTION_ALIASES.includes(label)) return 'prod';
    if (isEnvironment(label)) return label;
  }
  return DEFAULT_ENVIRONMENT;
}

/** Whether a host is the monitoring (V2) sub-domain of its environment, or `monitoring.localhost` on a developer's machine. */
export function isMonitoringHost(host: string, baseDomain = getClientConfig().baseDomain): boolean {
  const name = normalizeHost(host);
  return name === LOCAL_MONITORING_HOST || name === monitoringHost(environmentForHost(name, baseDomain), baseDomain);
}

/** Every environment with its hosts, for the shared context. */
export function listEnvironments(baseDomain = getClientConfig().baseDomain): EnvironmentInfo[] {
  return ENVIRONMENTS.map((name) => ({
    name,
    host: environmentHost(name, baseDomain),
    monitoringHost: monitoringHost(name, baseDomain),
    monitoringOrigin: monitoringOrigin(name, baseDomain),
  }));
}

/** The environment of the page being shown (dev outside a browser). */
export function currentEnvironment(): Environment {
  if (typeof window === 'undefined') return DEFAULT_ENVIRONMENT;
  return environmentForHost(window.location.hostname);
}

/** The monitoring host on a developer's machine: browsers resolve every `*.localhost` name to the machine itself. */
export const LOCAL_MONITORING_HOST = `${MONITORING_LABEL}.localhost`;

/** Whether a host is this machine by name or address: localhost, a `*.localhost` name, 127.x.x.x or ::1. */
export function isLocalHost(host: string): boolean {
  const trimmed = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](:\d+)?$/.exec(trimmed);
  const name = bracketed ? bracketed[1] : trimmed.includes('::') ? trimmed : trimmed.replace(/:\d+$/, '').replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(name) || name === '::1';
}

/**
 * The monitoring (V2) origin for a page at `pageOrigin`: on a developer's machine (a local host) the same scheme and
 * port on `monitoring.localhost`; anywhere else `https://monitoring.<environment host>` of the page's environment.
 */
export function monitoringOriginForPage(pageOrigin: string, baseDomain = getClientConfig().baseDomain): string {
  const page = new URL(pageOrigin);
  if (isLocalHost(page.hostname)) return `${page.protocol}//${LOCAL_MONITORING_HOST}${page.port ? `:${page.port}` : ''}`;
  return monitoringOrigin(environmentForHost(page.hostname, baseDomain), baseDomain);
}

/**
 * The main (V1) origin a monitoring origin belongs to — the label `monitoring.` taken off, scheme and port kept
 * (`https://monitoring.localhost:3000` → `https://localhost:3000`, `https://monitoring.staging.groundwork.eco` →
 * `https://staging.groundwork.eco`) — or undefined when the origin is not on a monitoring host.
 */
export function mainOriginOf(origin: string): string | undefined {
  const url = new URL(origin);
  const prefix = `${MONITORING_LABEL}.`;
  if (!url.hostname.toLowerCase().startsWith(prefix) || url.hostname.length <= prefix.length) return undefined;
  return `${url.protocol}//${url.hostname.slice(prefix.length)}${url.port ? `:${url.port}` : ''}`;
}

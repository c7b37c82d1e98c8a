import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export interface LoggerOptions {
  /** pino level: fatal, error, warn, info, debug, trace or silent. Defaults to `LOG_LEVEL`, else `info`. */
  level?: string;
  /** Where the JSON lines go; standard output by default. */
  destination?: DestinationStream;
}

/** Structured JSON logs: one object per line, with the service name and an ISO timestamp. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? process.env.LOG_LEVEL ?? 'info';
  const settings = {
    level,
    base: { service: 'groundwork' },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: ['req.headers.authorization', 'headers.authorization', '*.password'], censor: '[redacted]' },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

/** The process-wide logger, for code that runs outside a request (start-up, seeding, configuration reads). */
export const logger: Logger = createLogger();

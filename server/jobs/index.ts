export {
  createJobQueue,
  defaultBackoffMs,
  DEFAULT_LEASE_MS,
  DEFAULT_MAX_ATTEMPTS,
  type EnqueueOptions,
  type JobHandler,
  type JobInfo,
  type JobQueue,
  type JobQueueOptions,
} from './queue';

-- The job queue moved to pg-boss (docs/adr/0040-jobs-on-pg-boss.md). The old table is moved aside, not dropped:
-- the server's start queues its jobs not yet done in pg-boss, then drops it (jobs/job-queue.ts, moveLegacyJobs).
ALTER SCHEMA "jobs" RENAME TO "jobs_legacy";

-- What the service does for a run's calls (issue 19): none, or db-read (records read from its own
-- database). Every run before asked nothing of it.
ALTER TABLE RUN ADD COLUMN SERVICE_WORK VARCHAR(16) DEFAULT 'none' NOT NULL;

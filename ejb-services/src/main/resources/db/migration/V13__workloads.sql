-- What a run's calls carry and which way (issue 19). Every run before carried random bytes echoed.
ALTER TABLE RUN ADD COLUMN SHAPE VARCHAR(16) DEFAULT 'bytes' NOT NULL;
ALTER TABLE RUN ADD COLUMN DIRECTION VARCHAR(16) DEFAULT 'echo' NOT NULL;

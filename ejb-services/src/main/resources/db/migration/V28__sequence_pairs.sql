-- A paired sequences run's (length, size) pairs, "length:size" comma-separated (issue 43); NULL for a
-- sequences run that crosses its lengths with its sizes (SEQUENCE_LENGTHS, then NULL here) and any other run.
ALTER TABLE RUN ADD COLUMN SEQUENCE_PAIRS VARCHAR(512);

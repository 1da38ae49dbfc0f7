-- What each call allocated on the heap (issue 43): the bytes the client's calling thread and the
-- server's request threads allocated for it (the JVM's per-thread counters). Null for calls stored
-- before, and where the JVM does not count them; a run file written before these columns imports
-- with them null.
ALTER TABLE SAMPLE ADD COLUMN CLIENT_ALLOC_BYTES BIGINT;
ALTER TABLE SAMPLE ADD COLUMN SERVER_ALLOC_BYTES BIGINT;

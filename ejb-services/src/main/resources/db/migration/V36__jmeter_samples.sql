-- What a JMeter engine said of each call of a run imported from JMeter's results file (issue 47), beside
-- the call's SAMPLE row (same key): the engine that made it (the sampler's name for it), JMeter's thread name
-- (in distributed mode prefixed by the engine's host:port-), JMeter's own elapsed time in whole
-- milliseconds, and the bytes it received and sent. Only such runs have rows; a run file carries them
-- (a table with RUN_ID), and deleting the run or the call deletes them.
CREATE TABLE JMETER_SAMPLE (
    RUN_ID         BIGINT NOT NULL,
    MECHANISM      VARCHAR(64) NOT NULL,
    SUITE          VARCHAR(32) NOT NULL,
    SIZE_BYTES     INTEGER NOT NULL,
    CLIENTS        INTEGER NOT NULL,
    SEQ            INTEGER NOT NULL,
    SEGMENT        INTEGER NOT NULL,
    ENGINE         VARCHAR(255) NOT NULL,
    THREAD_NAME    VARCHAR(1024) NOT NULL,
    ELAPSED_MS     BIGINT NOT NULL,
    BYTES_RECEIVED BIGINT NOT NULL,
    BYTES_SENT     BIGINT NOT NULL,
    CONSTRAINT JMETER_SAMPLE_PK PRIMARY KEY (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, CLIENTS, SEQ, SEGMENT),
    CONSTRAINT JMETER_SAMPLE_SAMPLE FOREIGN KEY (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, CLIENTS, SEQ, SEGMENT)
        REFERENCES SAMPLE (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, CLIENTS, SEQ, SEGMENT) ON DELETE CASCADE ON UPDATE RESTRICT,
    CONSTRAINT JMETER_SAMPLE_COUNTS CHECK (ELAPSED_MS >= 0 AND BYTES_RECEIVED >= 0 AND BYTES_SENT >= 0)
);

-- The seed of the run's bootstrap intervals, so that its summary is reproducible.
ALTER TABLE RUN ADD COLUMN BOOTSTRAP_SEED BIGINT DEFAULT 0 NOT NULL;

-- A resumed run repeats the warm-up of the size it continues in: those calls belong to the new
-- segment, so a cell's sequence number alone no longer identifies a call.
ALTER TABLE SAMPLE ADD COLUMN SEGMENT INTEGER DEFAULT 0 NOT NULL;
ALTER TABLE SAMPLE DROP CONSTRAINT SAMPLE_PK;
ALTER TABLE SAMPLE ADD CONSTRAINT SAMPLE_PK PRIMARY KEY (RUN_ID, MECHANISM, SIZE_BYTES, SEQ, SEGMENT);

-- One row per start of a run: the first, and each resumption. ENVIRONMENT is a JSON object (what
-- the JVM, the server and the machine were), FIRST_CALL the index in the call order it began at.
CREATE TABLE RUN_SEGMENT (
    RUN_ID      BIGINT NOT NULL,
    SEGMENT     INTEGER NOT NULL,
    STARTED     TIMESTAMP WITH TIME ZONE NOT NULL,
    FIRST_CALL  BIGINT NOT NULL,
    ENVIRONMENT CLOB NOT NULL,
    CONSTRAINT RUN_SEGMENT_PK PRIMARY KEY (RUN_ID, SEGMENT),
    CONSTRAINT RUN_SEGMENT_RUN FOREIGN KEY (RUN_ID) REFERENCES RUN (ID) ON DELETE CASCADE
);

-- What a (mechanism, size) cell saw besides its round trips: the machine's load average when its
-- calls began and ended, and the bytes of one request and response body as they crossed HTTP.
CREATE TABLE CELL (
    RUN_ID         BIGINT NOT NULL,
    MECHANISM      VARCHAR(64) NOT NULL,
    SIZE_BYTES     INTEGER NOT NULL,
    LOAD_START     DOUBLE PRECISION,
    LOAD_END       DOUBLE PRECISION,
    REQUEST_BYTES  BIGINT,
    RESPONSE_BYTES BIGINT,
    CONSTRAINT CELL_PK PRIMARY KEY (RUN_ID, MECHANISM, SIZE_BYTES),
    CONSTRAINT CELL_RUN FOREIGN KEY (RUN_ID) REFERENCES RUN (ID) ON DELETE CASCADE
);

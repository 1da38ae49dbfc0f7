-- Concurrent clients as a run dimension (issue 20): a cell is (mechanism, suite, size, clients), its
-- calls made by that many client threads at once. Every run before made one call at a time.
ALTER TABLE RUN ADD COLUMN CLIENTS VARCHAR(128) DEFAULT '1' NOT NULL;

ALTER TABLE SAMPLE ADD COLUMN CLIENTS INTEGER DEFAULT 1 NOT NULL;
ALTER TABLE SAMPLE DROP CONSTRAINT SAMPLE_PK;
ALTER TABLE SAMPLE ADD CONSTRAINT SAMPLE_PK PRIMARY KEY (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, CLIENTS, SEQ, SEGMENT);

-- A cell measured under load: the window from its threads' end of warm-up to its last call's end,
-- the calls counted in it, and the CPU spent in it by the client threads and by the whole process.
-- One row per segment that measured it (a resumed cell adds one for the calls it made).
CREATE TABLE LOAD_CELL (
    RUN_ID         BIGINT NOT NULL,
    MECHANISM      VARCHAR(64) NOT NULL,
    SUITE          VARCHAR(32) NOT NULL,
    SIZE_BYTES     INTEGER NOT NULL,
    CLIENTS        INTEGER NOT NULL,
    SEGMENT        INTEGER NOT NULL,
    WALL_NS        BIGINT NOT NULL,
    CALLS          INTEGER NOT NULL,
    CLIENT_CPU_NS  BIGINT,
    PROCESS_CPU_NS BIGINT,
    CORES          INTEGER NOT NULL,
    CONSTRAINT LOAD_CELL_PK PRIMARY KEY (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, CLIENTS, SEGMENT),
    CONSTRAINT LOAD_CELL_RUN FOREIGN KEY (RUN_ID) REFERENCES RUN (ID) ON DELETE CASCADE
);

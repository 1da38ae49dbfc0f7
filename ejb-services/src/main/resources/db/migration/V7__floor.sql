-- The cryptographic floor. What each operation cost in the server's JVM at the run's start, at each
-- input length it was timed at (the median call, in nanoseconds); Operation's ids.
CREATE TABLE FLOOR_PRICE (
    RUN_ID       BIGINT NOT NULL,
    OPERATION    VARCHAR(32) NOT NULL,
    LENGTH_BYTES INTEGER NOT NULL,
    NANOS        DOUBLE PRECISION NOT NULL,
    CONSTRAINT FLOOR_PRICE_PK PRIMARY KEY (RUN_ID, OPERATION, LENGTH_BYTES),
    CONSTRAINT FLOOR_PRICE_RUN FOREIGN KEY (RUN_ID) REFERENCES RUN (ID) ON DELETE CASCADE
);

-- What a cell's probe exchange (one request and its response, outside the measured calls) made
-- both sides do: each operation's count and the bytes it covered.
CREATE TABLE CELL_OPERATION (
    RUN_ID     BIGINT NOT NULL,
    MECHANISM  VARCHAR(64) NOT NULL,
    SIZE_BYTES INTEGER NOT NULL,
    OPERATION  VARCHAR(32) NOT NULL,
    CALLS      INTEGER NOT NULL,
    BYTES      BIGINT NOT NULL,
    CONSTRAINT CELL_OPERATION_PK PRIMARY KEY (RUN_ID, MECHANISM, SIZE_BYTES, OPERATION),
    CONSTRAINT CELL_OPERATION_CELL FOREIGN KEY (RUN_ID, MECHANISM, SIZE_BYTES)
        REFERENCES CELL (RUN_ID, MECHANISM, SIZE_BYTES) ON DELETE CASCADE
);

-- Whether the probe's messages were read (cells stored before: no), and the algorithms they named
-- that the floor does not price, separated by spaces.
ALTER TABLE CELL ADD COLUMN OPERATIONS_READ BOOLEAN DEFAULT FALSE NOT NULL;
ALTER TABLE CELL ADD COLUMN UNPRICED VARCHAR(1000);

-- A growth run's wire sizes along its series (issue 43): every GROWTH_WIRE_EVERY calls of the series,
-- between rounds and outside every clock, each endpoint's request and response bodies as one
-- unmeasured probe call read them at that round's size, and at the series' first and last size.
-- NULL for a run stored before (read as the default, calls / 20, at least 1) and any other run.
ALTER TABLE RUN ADD COLUMN GROWTH_WIRE_EVERY INTEGER;

-- One probe point: an endpoint (mechanism and suite, as CELL keys it) at one size of the series. A
-- run file written before this table imports with none; deleting the run deletes its points.
CREATE TABLE GROWTH_WIRE (
    RUN_ID         BIGINT NOT NULL,
    MECHANISM      VARCHAR(64) NOT NULL,
    SUITE          VARCHAR(32) NOT NULL,
    SIZE_BYTES     INTEGER NOT NULL,
    REQUEST_BYTES  BIGINT NOT NULL,
    RESPONSE_BYTES BIGINT NOT NULL,
    CONSTRAINT GROWTH_WIRE_PK PRIMARY KEY (RUN_ID, MECHANISM, SUITE, SIZE_BYTES),
    CONSTRAINT GROWTH_WIRE_RUN FOREIGN KEY (RUN_ID) REFERENCES RUN (ID) ON DELETE CASCADE
);

-- Startup after deployment (issue 45, item 3). A target on this host may name its GlassFish
-- administration: the admin port (on loopback, as every domain's) and the path, on the lab's host, of
-- the file holding the domain's admin password. The lab reads that file when it restarts the target's
-- application; the password itself is never stored, sent in an API body, put on a command line or logged.
-- Both null for a target registered without them (and for every target before): not restartable.
ALTER TABLE TARGET ADD COLUMN ADMIN_PORT INTEGER;
ALTER TABLE TARGET ADD COLUMN ADMIN_PASSWORD_FILE VARCHAR(1024);
ALTER TABLE TARGET ADD CONSTRAINT TARGET_ADMIN CHECK ((ADMIN_PORT IS NULL AND ADMIN_PASSWORD_FILE IS NULL)
    OR (ADMIN_PORT BETWEEN 1 AND 65535 AND ADMIN_PASSWORD_FILE IS NOT NULL));

-- A startup run: k repetitions of (restart the target's application, then per mechanism a call after
-- deployment, one on a new session, and n steady calls). Both null in every other run.
ALTER TABLE RUN ADD COLUMN STARTUP_REPEATS INTEGER;
ALTER TABLE RUN ADD COLUMN STARTUP_STEADY_CALLS INTEGER;

-- Which kind of initial call a call is: the first after its application was deployed (restarted), the
-- first on a new session of a running application, or null for any other call (every call before this).
-- IS_INITIAL stays true for both kinds, so every statistic keeps leaving them out.
ALTER TABLE SAMPLE ADD COLUMN INITIAL_KIND VARCHAR(16);
ALTER TABLE SAMPLE ADD CONSTRAINT SAMPLE_INITIAL_KIND CHECK (INITIAL_KIND IS NULL
    OR (INITIAL_KIND IN ('deployment', 'session') AND IS_INITIAL));

-- Each restart of a startup run: which repetition and mechanism it came before, in which segment, and
-- how long the disable, the enable and the wait until the identity and the mechanism's WSDL answered
-- took, outside every clock. Deleting the run deletes them; a run file carries them as any run table.
CREATE TABLE STARTUP_RESTART (
    RUN_ID     BIGINT NOT NULL,
    MECHANISM  VARCHAR(64) NOT NULL,
    SUITE      VARCHAR(32) NOT NULL,
    SIZE_BYTES INTEGER NOT NULL,
    REPEAT_NO  INTEGER NOT NULL,
    SEGMENT    INTEGER NOT NULL,
    RESTART_NS BIGINT NOT NULL,
    TAKEN      TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT STARTUP_RESTART_PK PRIMARY KEY (RUN_ID, MECHANISM, SUITE, SIZE_BYTES, REPEAT_NO, SEGMENT),
    CONSTRAINT STARTUP_RESTART_RUN FOREIGN KEY (RUN_ID) REFERENCES RUN (ID) ON DELETE CASCADE
);

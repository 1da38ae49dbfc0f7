-- Targets (issue 45): another GlassFish holding the endpoints, the STS and the reader application
-- (wsslab-target), which a run may call instead of the lab's own server. The lab's own target, `lab`,
-- is built in and never stored. Only where it listens is stored: what it runs (GlassFish, JVM, keys)
-- and its placement are read from its identity each time, since they change when it restarts.
CREATE TABLE TARGET (
    NAME       VARCHAR(40) NOT NULL,
    HOST       VARCHAR(255) NOT NULL,
    HTTP_PORT  INTEGER NOT NULL,
    HTTPS_PORT INTEGER NOT NULL,
    REGISTERED TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT TARGET_PK PRIMARY KEY (NAME),
    CONSTRAINT TARGET_NOT_LAB CHECK (NAME <> 'lab'),
    CONSTRAINT TARGET_PORTS CHECK (HTTP_PORT BETWEEN 1 AND 65535 AND HTTPS_PORT BETWEEN 1 AND 65535)
);

-- The target a run calls; every run before this one called the lab's own server. Not a foreign key:
-- an imported run names a target of the lab that measured it, and a target is removed once no
-- queued or running run names it, its ended runs keeping the name.
ALTER TABLE RUN ADD COLUMN TARGET VARCHAR(40) DEFAULT 'lab' NOT NULL;

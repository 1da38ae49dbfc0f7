-- Groups of runs made as replicates of one request (issue 40): a group's name (as a person gives it,
-- the key), its kind (same-jvm: replicates one after another in a running lab; invocations: each in a
-- freshly started lab) and when it was made. A run belongs to at most one group (GROUP_MEMBER); deleting
-- the run takes its membership with it, the group stays (its name keeps its kind).
CREATE TABLE RUN_GROUP (
    NAME    VARCHAR(120) NOT NULL,
    KIND    VARCHAR(16) NOT NULL,
    CREATED TIMESTAMP WITH TIME ZONE NOT NULL,
    CONSTRAINT RUN_GROUP_PK PRIMARY KEY (NAME),
    CONSTRAINT RUN_GROUP_KIND CHECK (KIND IN ('same-jvm', 'invocations'))
);

CREATE TABLE GROUP_MEMBER (
    RUN_ID     BIGINT NOT NULL,
    GROUP_NAME VARCHAR(120) NOT NULL,
    CONSTRAINT GROUP_MEMBER_PK PRIMARY KEY (RUN_ID),
    CONSTRAINT GROUP_MEMBER_RUN FOREIGN KEY (RUN_ID) REFERENCES RUN (ID) ON DELETE CASCADE,
    CONSTRAINT GROUP_MEMBER_GROUP FOREIGN KEY (GROUP_NAME) REFERENCES RUN_GROUP (NAME)
);

CREATE INDEX GROUP_MEMBER_BY_GROUP ON GROUP_MEMBER (GROUP_NAME);

-- The service's own database (db-read): the records its responses are read from, filled once
-- (ServiceDatabase). Apart from the results database, so the engine's sample writes never share its locks.
CREATE TABLE BOOK (
    ID        INTEGER PRIMARY KEY,
    TITLE     VARCHAR(200) NOT NULL,
    AUTHOR    VARCHAR(100) NOT NULL,
    PUBLISHER VARCHAR(100) NOT NULL,
    ISBN      VARCHAR(20) NOT NULL,
    PUBLISHED INTEGER NOT NULL,
    PRICE     DECIMAL(8, 2) NOT NULL
);

CREATE TABLE EMPLOYEE (
    ID           INTEGER PRIMARY KEY,
    EMPLOYEE_ID  VARCHAR(16) NOT NULL,
    FIRST_NAME   VARCHAR(64) NOT NULL,
    LAST_NAME    VARCHAR(64) NOT NULL,
    EMAIL        VARCHAR(128) NOT NULL,
    WORK_PHONE   VARCHAR(32) NOT NULL,
    MOBILE_PHONE VARCHAR(32) NOT NULL,
    SSN          VARCHAR(16) NOT NULL,
    DEPARTMENT   VARCHAR(64) NOT NULL
);

-- The lab that made each record (issue 46): labs sharing one results store tell their runs, verifications,
-- interop checks and profiles apart by it, and scope the names they give (targets, run groups) by it.
-- ${lab} is the name of the lab applying this migration (Flyway placeholder, set by SchemaMigration from
-- org.wsslab.lab.LabName): every row stored before was made by the lab whose store it was, so it is
-- stamped with that name here, and the column can be NOT NULL at once. No default: a row written later
-- names its lab itself (an imported run the lab that measured it), never the first lab to migrate.
ALTER TABLE RUN ADD COLUMN LAB VARCHAR(63);
UPDATE RUN SET LAB = '${lab}';
ALTER TABLE RUN ALTER COLUMN LAB SET NOT NULL;
CREATE INDEX RUN_BY_LAB ON RUN (LAB);

ALTER TABLE VERIFICATION ADD COLUMN LAB VARCHAR(63);
UPDATE VERIFICATION SET LAB = '${lab}';
ALTER TABLE VERIFICATION ALTER COLUMN LAB SET NOT NULL;

ALTER TABLE INTEROP_CHECK ADD COLUMN LAB VARCHAR(63);
UPDATE INTEROP_CHECK SET LAB = '${lab}';
ALTER TABLE INTEROP_CHECK ALTER COLUMN LAB SET NOT NULL;

ALTER TABLE PROFILE ADD COLUMN LAB VARCHAR(63);
UPDATE PROFILE SET LAB = '${lab}';
ALTER TABLE PROFILE ALTER COLUMN LAB SET NOT NULL;

-- A target is where one lab's runs call: lab A's "remote" is not lab B's, so its name is the lab's own.
ALTER TABLE TARGET ADD COLUMN LAB VARCHAR(63);
UPDATE TARGET SET LAB = '${lab}';
ALTER TABLE TARGET ALTER COLUMN LAB SET NOT NULL;
ALTER TABLE TARGET DROP CONSTRAINT TARGET_PK;
ALTER TABLE TARGET ADD CONSTRAINT TARGET_PK PRIMARY KEY (LAB, NAME);

-- A run group's name stays one in the store (GROUP_MEMBER names it alone); the lab that made it is kept
-- so that another lab adding runs to it is refused rather than mixing two labs' replicates.
ALTER TABLE RUN_GROUP ADD COLUMN LAB VARCHAR(63);
UPDATE RUN_GROUP SET LAB = '${lab}';
ALTER TABLE RUN_GROUP ALTER COLUMN LAB SET NOT NULL;

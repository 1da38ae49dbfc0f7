-- An operator may cancel a running verification (issue 39): it ends CANCELLED before its next attack,
-- with the verdicts it reached, as a cancelled run keeps its calls.
ALTER TABLE VERIFICATION DROP CONSTRAINT VERIFICATION_STATUS;
ALTER TABLE VERIFICATION ADD CONSTRAINT VERIFICATION_STATUS CHECK (STATUS IN ('RUNNING', 'COMPLETED', 'FAILED', 'INTERRUPTED', 'CANCELLED'));

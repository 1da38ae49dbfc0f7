-- A verification or a profile cut off by the application's stop (undeploy, redeploy, a server stop)
-- or by a crash ends INTERRUPTED, as a run does, rather than FAILED: nothing in it went wrong.
-- Those stored FAILED by such a stop before this version stay as they are.
ALTER TABLE VERIFICATION DROP CONSTRAINT VERIFICATION_STATUS;
ALTER TABLE VERIFICATION ADD CONSTRAINT VERIFICATION_STATUS CHECK (STATUS IN ('RUNNING', 'COMPLETED', 'FAILED', 'INTERRUPTED'));

ALTER TABLE PROFILE DROP CONSTRAINT PROFILE_STATUS;
ALTER TABLE PROFILE ADD CONSTRAINT PROFILE_STATUS CHECK (STATUS IN ('RECORDING', 'COMPLETED', 'FAILED', 'INTERRUPTED'));

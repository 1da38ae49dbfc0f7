-- The attack matrix per (mechanism, suite): a verdict is of one endpoint. SUITE holds the suite's id
-- as in SAMPLE ('' for a mechanism without one); every verdict stored before was reached under its
-- mechanism's catalog suite, as V11 says of the samples.
ALTER TABLE VERDICT ADD COLUMN SUITE VARCHAR(32) DEFAULT '' NOT NULL;
UPDATE VERDICT SET SUITE = 'Basic128' WHERE MECHANISM NOT IN ('plain', 'username-token-http', 'https-only');
ALTER TABLE VERDICT DROP CONSTRAINT VERDICT_PK;
ALTER TABLE VERDICT ADD CONSTRAINT VERDICT_PK PRIMARY KEY (VERIFICATION_ID, MECHANISM, SUITE, ATTACK);

-- Both lists hold endpoint ids now ("mutual-certificates/Basic256"): every mechanism under every suite
-- is 1,343 characters, more than the 1,024 these columns held, so a run or verification of all of
-- them could not be stored.
ALTER TABLE VERIFICATION ALTER COLUMN MECHANISMS SET DATA TYPE VARCHAR(8192);
ALTER TABLE RUN ALTER COLUMN MECHANISMS SET DATA TYPE VARCHAR(8192);

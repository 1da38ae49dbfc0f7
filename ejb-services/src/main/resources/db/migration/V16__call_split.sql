-- Where each call's time went (issue 20): the server's time and thread CPU for it, the client's HTTP
-- exchanges, and why any of them is not known. Calls stored before were not split.
ALTER TABLE SAMPLE ADD COLUMN SERVER_NS BIGINT;
ALTER TABLE SAMPLE ADD COLUMN SERVER_CPU_NS BIGINT;
ALTER TABLE SAMPLE ADD COLUMN EXCHANGE_NS BIGINT;
ALTER TABLE SAMPLE ADD COLUMN SPLIT_MISSING VARCHAR(200);

-- What a server sent to an address an attack named instead of back on the connection (issue 23, the
-- WS-Addressing attacks): kept beside the attack request and the answer. Null: nothing was sent there.
ALTER TABLE VERDICT ADD COLUMN DIVERTED CLOB;

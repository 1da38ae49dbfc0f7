-- A run in a paired order (rounds, rounds-gc; issue 40) spreads each cell's counted calls over ROUNDS
-- rounds of visits, each visit SETTLE_CALLS calls (stored as warm-up) before its share. Null in any
-- other order, as for every run stored before.
ALTER TABLE RUN ADD COLUMN ROUNDS INTEGER;
ALTER TABLE RUN ADD COLUMN SETTLE_CALLS INTEGER;

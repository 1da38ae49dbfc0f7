-- A warm-up until steady (null for a fixed warm-up): how far a window's median may move from the one
-- before (% of it) and the calls of a window. WARMUP_CALLS holds the cap, so the plan is the longest possible.
ALTER TABLE RUN ADD COLUMN WARMUP_STEADY_PCT DOUBLE PRECISION;
ALTER TABLE RUN ADD COLUMN WARMUP_STEADY_WINDOW INTEGER;

-- How many warm-up calls the cell took in a run with that rule (its last segment's), and whether it
-- became steady (false: it hit the cap). Null in runs of a fixed warm-up.
ALTER TABLE CELL ADD COLUMN WARMUP_CALLS INTEGER;
ALTER TABLE CELL ADD COLUMN WARMUP_STEADY BOOLEAN;

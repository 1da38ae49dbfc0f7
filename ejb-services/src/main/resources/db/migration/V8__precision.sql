-- A precision run's rule (null for a run of a fixed number of calls per cell): the half-width of
-- its cells' median intervals it aims at (% of the median), and the fewest and most calls a cell
-- makes after its warm-up. CALLS_PER_CELL holds the most, so the plan is the longest possible.
ALTER TABLE RUN ADD COLUMN PRECISION_PCT DOUBLE PRECISION;
ALTER TABLE RUN ADD COLUMN PRECISION_MIN_CALLS INTEGER;

-- Why a precision run's cell stopped taking calls: 'precision' or 'max_calls' (null in fixed runs).
ALTER TABLE CELL ADD COLUMN STOP_REASON VARCHAR(16);

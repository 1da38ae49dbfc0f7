-- A cell's pace: the mean round trip of all its calls in the run, warm-up included (failed calls,
-- which have none, left out). A new run's first "time left" prices its plan with the latest paces.
ALTER TABLE CELL ADD COLUMN PACE_NS DOUBLE PRECISION;

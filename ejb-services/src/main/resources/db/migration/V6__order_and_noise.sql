-- How a run orders its calls (Order's ids). Runs stored before it was a choice ran interleaved.
ALTER TABLE RUN ADD COLUMN CALL_ORDER VARCHAR(32) DEFAULT 'interleaved' NOT NULL;

-- What else the machine did while a cell's block of calls ran (null for cells stored before it was
-- read): CPU steal as % of all CPU time, other processes' CPU as % of one core, and the verdict taken
-- then with the thresholds of that version (NoiseJudge), with its reason.
ALTER TABLE CELL ADD COLUMN STEAL_PCT DOUBLE PRECISION;
ALTER TABLE CELL ADD COLUMN OTHER_CPU_PCT DOUBLE PRECISION;
ALTER TABLE CELL ADD COLUMN NOISY BOOLEAN;
ALTER TABLE CELL ADD COLUMN NOISE_REASON VARCHAR(1000);

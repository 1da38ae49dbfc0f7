-- A run's priming (issue 45): unmeasured calls per endpoint and size made before each segment's first
-- measured call, so that servers compared are primed alike. Null: the run primes nothing (every run
-- before this one). What each segment's priming made is recorded in its environment, not here.
ALTER TABLE RUN ADD COLUMN PRIMING_CALLS INTEGER;
ALTER TABLE RUN ADD CONSTRAINT RUN_PRIMING_CALLS CHECK (PRIMING_CALLS IS NULL OR PRIMING_CALLS BETWEEN 1 AND 100000);

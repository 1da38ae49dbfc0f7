-- A run brought from another lab (issue 21): where it came from, in words ("run 163 of host lab-1,
-- lab commit abc123, exported 2026-11-24T17:00:00Z"). Null for a run this lab measured.
ALTER TABLE RUN ADD COLUMN IMPORTED_FROM VARCHAR(1024);

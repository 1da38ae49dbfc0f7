-- What a person calls a run and notes about it (issue 22): shown in lists, reports and exports,
-- changed by an operator. Null: none given.
ALTER TABLE RUN ADD COLUMN NAME VARCHAR(120);
ALTER TABLE RUN ADD COLUMN NOTES VARCHAR(4000);

-- A group made by reproducing a study's item (issue 41): which study and item it reproduces, the
-- role its runs play in the item (e.g. database, no-database) and the scale asked for (scaled, full).
-- All four are null for a group a person named.
ALTER TABLE RUN_GROUP ADD COLUMN STUDY VARCHAR(8);
ALTER TABLE RUN_GROUP ADD COLUMN ITEM VARCHAR(40);
ALTER TABLE RUN_GROUP ADD COLUMN ITEM_ROLE VARCHAR(40);
ALTER TABLE RUN_GROUP ADD COLUMN SCALE VARCHAR(8);
ALTER TABLE RUN_GROUP ADD CONSTRAINT RUN_GROUP_REPRODUCES CHECK (
    (STUDY IS NULL AND ITEM IS NULL AND ITEM_ROLE IS NULL AND SCALE IS NULL)
    OR (STUDY IS NOT NULL AND ITEM IS NOT NULL AND ITEM_ROLE IS NOT NULL AND SCALE IN ('scaled', 'full')));
CREATE INDEX RUN_GROUP_BY_ITEM ON RUN_GROUP (STUDY, ITEM);

-- Hexkeeper campaign schema 8: which laboratories each activity works in, kept beside the activity so that a
-- lab's bookings are one indexed look-up instead of reading every activity's data (data.lab, or the team's
-- data.labs[].lab). The activity repository writes these rows with the activity.
CREATE TABLE activity_lab (
    lab_id       INTEGER NOT NULL,
    activity_id  INTEGER NOT NULL REFERENCES activity (id) ON DELETE CASCADE,
    PRIMARY KEY (lab_id, activity_id)
) WITHOUT ROWID;
CREATE INDEX activity_lab_by_activity ON activity_lab (activity_id);

INSERT OR IGNORE INTO activity_lab (lab_id, activity_id)
    SELECT json_extract(data, '$.lab'), id FROM activity WHERE json_extract(data, '$.lab') > 0;
INSERT OR IGNORE INTO activity_lab (lab_id, activity_id)
    SELECT json_extract(l.value, '$.lab'), activity.id FROM activity, json_each(activity.data, '$.labs') AS l
    WHERE json_extract(l.value, '$.lab') > 0;

-- What the calendar looks at each day, in columns with indexes, so an advance reads only what falls due:
-- a character's wounds and fatigue (recovery), the next day an activity's resolver acts on it (the earliest of
-- its next…Day values, else its due day), when a lab's rent or upkeep falls due, and a purse's lines by amount
-- (its balance is summed from the index alone).
ALTER TABLE character ADD COLUMN wounds INTEGER NOT NULL DEFAULT 0;
ALTER TABLE character ADD COLUMN fatigue INTEGER NOT NULL DEFAULT 0;
UPDATE character SET wounds = coalesce(json_extract(data, '$.wounds'), 0), fatigue = coalesce(json_extract(data, '$.fatigue'), 0);
CREATE INDEX character_recovering ON character (archived, role) WHERE wounds > 0 OR fatigue > 0;

ALTER TABLE activity ADD COLUMN next_day INTEGER;
UPDATE activity SET next_day = coalesce((SELECT min(value) FROM json_each(activity.data)
                                         WHERE key LIKE 'next%Day' AND value > 0), due_day);
CREATE INDEX activity_by_next_day ON activity (kind, status, next_day);

CREATE INDEX lab_by_charge ON lab (status, next_charge_day);
CREATE INDEX money_by_account_amount ON money_ledger (character_id, amount);

-- The advances kept for undo were recorded against the tables as they were before these columns; they can no
-- longer be applied, so they go (as the whole-campaign snapshots went with schema 7).
DELETE FROM change_journal;

-- An advance's recorded rows live in a table of their own, so that marking the advance undone or redone
-- rewrites a small row, not the whole record.
ALTER TABLE change_journal DROP COLUMN changes;
CREATE TABLE change_journal_changes (
    journal_id  INTEGER PRIMARY KEY REFERENCES change_journal (id) ON DELETE CASCADE,
    changes     BLOB    NOT NULL
);

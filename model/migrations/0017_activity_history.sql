-- Hexkeeper campaign schema 17: an activity's week-by-week history is kept one line per row (issue 36). A long
-- project's history was part of its data and grew by a line a week, so every week of an advance wrote the whole
-- history again (kilobytes, read and written for each activity each week). Now a week adds one small row. The
-- activity's data keeps "history": [] where it had a history, so a reader sees the same keys; the activity
-- repository fills it from these rows in their order.
CREATE TABLE activity_history (
    activity_id  INTEGER NOT NULL REFERENCES activity (id) ON DELETE CASCADE,
    line         INTEGER NOT NULL,
    entry        TEXT    NOT NULL,
    PRIMARY KEY (activity_id, line)
) WITHOUT ROWID;

INSERT INTO activity_history (activity_id, line, entry)
    SELECT activity.id, h.key, h.value FROM activity, json_each(activity.data, '$.history') AS h
    WHERE json_type(activity.data, '$.history') = 'array';
UPDATE activity SET data = json_replace(data, '$.history', json('[]'))
    WHERE json_type(data, '$.history') = 'array';

-- The advances kept for undo were recorded against activities with their histories inside; they can no longer be
-- applied, so they go, as with schemas 7, 8 and 16.
DELETE FROM change_journal;

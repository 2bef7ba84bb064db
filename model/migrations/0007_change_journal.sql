-- Hexkeeper campaign schema 7: one undo record for every edit. An edit's undo record is the set of rows it
-- changed (an SQLite session changeset), not a copy of the whole campaign, so the whole-campaign snapshots of
-- schema 3 go. Advances of time keep their change sets in the file, so that any program on the campaign can
-- undo and redo them; 'state' says whether the campaign holds the advance now.
DROP TABLE snapshot;

CREATE TABLE change_journal (
    id          INTEGER PRIMARY KEY,
    created_at  TEXT    NOT NULL,
    kind        TEXT    NOT NULL CHECK (kind IN ('advance')),
    label       TEXT    NOT NULL,
    from_day    INTEGER NOT NULL,
    to_day      INTEGER NOT NULL,
    changes     BLOB    NOT NULL,
    state       TEXT    NOT NULL DEFAULT 'applied' CHECK (state IN ('applied', 'undone'))
);

-- Every foreign key gets an index, so deleting a parent row (and undoing an insert) never scans its children.
CREATE INDEX money_by_activity ON money_ledger (activity_id);
CREATE INDEX potion_by_activity ON potion_stock (activity_id);
CREATE INDEX potion_by_maker ON potion_stock (maker_id);
CREATE INDEX magic_item_by_activity ON magic_item (activity_id);
CREATE INDEX lab_by_owner ON lab (owner_id);
CREATE INDEX lab_attunement_by_character ON lab_attunement (character_id);

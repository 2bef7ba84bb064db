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

-- An attunement has no id of its own: keep the rows by (lab, character), so a row that undo puts back is
-- stored where it was.
CREATE TABLE lab_attunement_by_key (
    lab_id       INTEGER NOT NULL REFERENCES lab (id) ON DELETE CASCADE,
    character_id INTEGER NOT NULL REFERENCES character (id) ON DELETE CASCADE,
    day          INTEGER NOT NULL,
    PRIMARY KEY (lab_id, character_id)
) WITHOUT ROWID;
INSERT INTO lab_attunement_by_key (lab_id, character_id, day) SELECT lab_id, character_id, day FROM lab_attunement;
DROP TABLE lab_attunement;
ALTER TABLE lab_attunement_by_key RENAME TO lab_attunement;
CREATE INDEX lab_attunement_by_character ON lab_attunement (character_id);

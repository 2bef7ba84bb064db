-- Hexkeeper campaign schema 3: snapshots taken around each "advance time", so the GM can undo a whole
-- advance exactly (and redo it) even from another process such as the CLI. 'before' and 'after' hold the
-- compressed contents of every other table; 'state' says which of the two the campaign is in now.
CREATE TABLE snapshot (
    id          INTEGER PRIMARY KEY,
    created_at  TEXT    NOT NULL,
    label       TEXT    NOT NULL,
    from_day    INTEGER NOT NULL,
    to_day      INTEGER NOT NULL,
    before_data BLOB    NOT NULL,
    after_data  BLOB    NOT NULL,
    after_digest TEXT   NOT NULL DEFAULT '',
    state       TEXT    NOT NULL DEFAULT 'applied' CHECK (state IN ('applied', 'undone'))
);

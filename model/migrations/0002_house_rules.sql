-- Hexkeeper campaign schema 2: house rules. The GM's changes to ruleset entries for this campaign, kept
-- apart from the shipped packages. 'override' rows hold {"dot.path": value, …} over the book's entry;
-- 'add' rows hold a whole new entry.
CREATE TABLE house_rule (
    id          INTEGER PRIMARY KEY,
    kind        TEXT    NOT NULL,
    entry_id    TEXT    NOT NULL,
    action      TEXT    NOT NULL CHECK (action IN ('override', 'add')),
    data        TEXT    NOT NULL,
    note        TEXT    NOT NULL DEFAULT '',
    updated_at  TEXT    NOT NULL,
    UNIQUE (kind, entry_id)
);

-- Hexkeeper campaign schema 6: the combat tracker. An encounter keeps its whole current state (map, figures,
-- turn, phase, running spells) as one JSON document, so an action replaces it in one write and undo puts the
-- previous document back exactly. Every action also leaves rows in the combat log.

CREATE TABLE encounter (
    id           INTEGER PRIMARY KEY,
    name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    status       TEXT    NOT NULL DEFAULT 'setup' CHECK (status IN ('setup', 'running', 'ended')),
    created_day  INTEGER NOT NULL,
    state        TEXT    NOT NULL DEFAULT '{}',
    notes        TEXT    NOT NULL DEFAULT ''
);

-- One line per thing that happened in a fight: rolls with their numbers in data, GM-only ones marked.
CREATE TABLE combat_log (
    id           INTEGER PRIMARY KEY,
    encounter_id INTEGER NOT NULL REFERENCES encounter (id) ON DELETE CASCADE,
    turn         INTEGER NOT NULL,
    phase        TEXT    NOT NULL,
    actor        TEXT    NOT NULL DEFAULT '',
    kind         TEXT    NOT NULL,
    message      TEXT    NOT NULL,
    gm_only      INTEGER NOT NULL DEFAULT 0 CHECK (gm_only IN (0, 1)),
    data         TEXT    NOT NULL DEFAULT '{}'
);
CREATE INDEX combat_log_by_encounter ON combat_log (encounter_id, id);

-- Hexkeeper campaign schema 1: the campaign itself, the dice log and the event log.
-- application id "HKCP" marks the file as a Hexkeeper campaign.
PRAGMA application_id = 1212891984;

CREATE TABLE campaign (
    id            INTEGER PRIMARY KEY CHECK (id = 1),
    name          TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    base_ruleset  TEXT    NOT NULL,
    option_packs  TEXT    NOT NULL DEFAULT '[]',
    calendar_day  INTEGER NOT NULL DEFAULT 1 CHECK (calendar_day >= 1),
    dice_seed     INTEGER NOT NULL,
    dice_drawn    INTEGER NOT NULL DEFAULT 0 CHECK (dice_drawn >= 0),
    dice_mode     TEXT    NOT NULL DEFAULT 'seeded' CHECK (dice_mode IN ('seeded', 'table')),
    notes         TEXT    NOT NULL DEFAULT '',
    created_at    TEXT    NOT NULL
);

CREATE TABLE dice_log (
    id            INTEGER PRIMARY KEY,
    logged_at     TEXT    NOT NULL,
    campaign_day  INTEGER NOT NULL,
    who           TEXT    NOT NULL DEFAULT '',
    purpose       TEXT    NOT NULL DEFAULT '',
    dice          TEXT    NOT NULL,
    faces         TEXT    NOT NULL,
    total         INTEGER NOT NULL,
    target        INTEGER,
    success       INTEGER CHECK (success IN (0, 1)),
    special       TEXT    NOT NULL DEFAULT '',
    mode          TEXT    NOT NULL,
    gm_only       INTEGER NOT NULL DEFAULT 0 CHECK (gm_only IN (0, 1)),
    context       TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX dice_log_by_day ON dice_log (campaign_day);

CREATE TABLE event_log (
    id            INTEGER PRIMARY KEY,
    logged_at     TEXT    NOT NULL,
    campaign_day  INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    subject       TEXT    NOT NULL DEFAULT '',
    message       TEXT    NOT NULL,
    data          TEXT    NOT NULL DEFAULT '{}',
    gm_only       INTEGER NOT NULL DEFAULT 0 CHECK (gm_only IN (0, 1))
);
CREATE INDEX event_log_by_day ON event_log (campaign_day);
CREATE INDEX event_log_by_kind ON event_log (kind);

-- Hexkeeper campaign schema 5: the downtime engine's own things. Timed work (workshop projects, potion
-- batches, attunement, research, market searches) lives in the activity table of schema 4; a resumable stop
-- (set aside, money or ingredients ran out) is the 'halted' status with data.haltReason.

-- Laboratories and wizard's chests the party uses: owned (bought), being assembled (building), or rented by
-- the week. Whoever pays rent and upkeep is owner_id (NULL = the party purse). 'damage' is the dollar value of
-- explosion damage not yet repaired; a lab is unusable while it is damaged.
CREATE TABLE lab (
    id              INTEGER PRIMARY KEY,
    name            TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    lab_type        TEXT    NOT NULL CHECK (lab_type IN ('chest', 'wizard', 'chemist')),
    tenure          TEXT    NOT NULL CHECK (tenure IN ('owned', 'rented', 'building')),
    owner_id        INTEGER REFERENCES character (id) ON DELETE SET NULL,
    rent_per_week   INTEGER NOT NULL DEFAULT 0 CHECK (rent_per_week >= 0),
    upkeep_per_week INTEGER NOT NULL DEFAULT 0 CHECK (upkeep_per_week >= 0),
    damage          INTEGER NOT NULL DEFAULT 0 CHECK (damage >= 0),
    status          TEXT    NOT NULL DEFAULT 'ready' CHECK (status IN ('ready', 'building', 'closed')),
    since_day       INTEGER NOT NULL,
    next_charge_day INTEGER NOT NULL DEFAULT 0,
    data            TEXT    NOT NULL DEFAULT '{}'
);

-- Who a lab or chest is attuned to (after the attunement week and its roll).
CREATE TABLE lab_attunement (
    lab_id       INTEGER NOT NULL REFERENCES lab (id) ON DELETE CASCADE,
    character_id INTEGER NOT NULL REFERENCES character (id) ON DELETE CASCADE,
    day          INTEGER NOT NULL,
    PRIMARY KEY (lab_id, character_id)
);

-- Potions on hand, per holder (character_id NULL = the party's stock). A batch's doses are one row; using
-- doses lowers 'doses'. 'faulty' and 'faulty_effect' are GM secrets; 'detected' is set once someone has found
-- the fault; 'detect_tried' lists the characters who have made their one detection roll on it.
CREATE TABLE potion_stock (
    id            INTEGER PRIMARY KEY,
    character_id  INTEGER REFERENCES character (id) ON DELETE CASCADE,
    potion        TEXT    NOT NULL,
    doses         INTEGER NOT NULL CHECK (doses >= 0),
    form          TEXT    NOT NULL DEFAULT 'dose' CHECK (form IN ('dose', 'gas-bomb')),
    made_day      INTEGER NOT NULL,
    maker_id      INTEGER REFERENCES character (id) ON DELETE SET NULL,
    faulty        INTEGER NOT NULL DEFAULT 0 CHECK (faulty IN (0, 1)),
    faulty_effect TEXT    NOT NULL DEFAULT '',
    detected      INTEGER NOT NULL DEFAULT 0 CHECK (detected IN (0, 1)),
    detect_tried  TEXT    NOT NULL DEFAULT '[]',
    activity_id   INTEGER REFERENCES activity (id) ON DELETE SET NULL,
    data          TEXT    NOT NULL DEFAULT '{}'
);
CREATE INDEX potion_by_holder ON potion_stock (character_id, potion);

-- Magic items owned (character_id NULL = the party's). 'spells' is the ordered list of enchantments on it
-- ([{recipe, label, position, value}]); 'value' the fair market value by the book's rules; 'base_value' the
-- plain item's own worth.
CREATE TABLE magic_item (
    id           INTEGER PRIMARY KEY,
    character_id INTEGER REFERENCES character (id) ON DELETE SET NULL,
    name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    base_item    TEXT    NOT NULL DEFAULT '',
    base_value   INTEGER NOT NULL DEFAULT 0 CHECK (base_value >= 0),
    value        INTEGER NOT NULL DEFAULT 0 CHECK (value >= 0),
    spells       TEXT    NOT NULL DEFAULT '[]',
    made_day     INTEGER,
    activity_id  INTEGER REFERENCES activity (id) ON DELETE SET NULL,
    gm_notes     TEXT    NOT NULL DEFAULT '',
    data         TEXT    NOT NULL DEFAULT '{}'
);
CREATE INDEX magic_item_by_owner ON magic_item (character_id);

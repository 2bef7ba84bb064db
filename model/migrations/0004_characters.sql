-- Hexkeeper campaign schema 4: the roster. A character is stored whole as JSON (the exchange format of
-- rules/characters/Character) with the columns the roster filters on beside it; the experience ledger
-- keeps every award and spending with its date, and the attributes after it, for the history and charts.
CREATE TABLE character (
    id          INTEGER PRIMARY KEY,
    name        TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    role        TEXT    NOT NULL DEFAULT 'pc' CHECK (role IN ('pc', 'npc', 'apprentice', 'pet', 'monster')),
    party       TEXT    NOT NULL DEFAULT '',
    archived    INTEGER NOT NULL DEFAULT 0 CHECK (archived IN (0, 1)),
    data        TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
);
CREATE INDEX character_by_name ON character (name);

CREATE TABLE xp_ledger (
    id           INTEGER PRIMARY KEY,
    character_id INTEGER NOT NULL REFERENCES character (id) ON DELETE CASCADE,
    campaign_day INTEGER NOT NULL,
    kind         TEXT    NOT NULL CHECK (kind IN ('created', 'award', 'spend')),
    amount       INTEGER NOT NULL DEFAULT 0,
    attribute    TEXT    NOT NULL DEFAULT '',
    reason       TEXT    NOT NULL DEFAULT '',
    st           INTEGER NOT NULL,
    dx           INTEGER NOT NULL,
    iq           INTEGER NOT NULL,
    experience   INTEGER NOT NULL
);
CREATE INDEX xp_ledger_by_character ON xp_ledger (character_id, id);

-- Timed activities of characters that the calendar completes: for now spell learning (apprenticeship,
-- study, instruction, the Guild); the downtime engine adds its own kinds. 'data' holds the kind's details
-- (the spell, the method, the plan's numbers).
CREATE TABLE activity (
    id           INTEGER PRIMARY KEY,
    kind         TEXT    NOT NULL,
    character_id INTEGER NOT NULL REFERENCES character (id) ON DELETE CASCADE,
    title        TEXT    NOT NULL,
    start_day    INTEGER NOT NULL,
    due_day      INTEGER NOT NULL CHECK (due_day >= start_day),
    status       TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'done', 'cancelled', 'blocked', 'halted')),
    cost         INTEGER NOT NULL DEFAULT 0,
    data         TEXT    NOT NULL DEFAULT '{}',
    gm_only      INTEGER NOT NULL DEFAULT 0 CHECK (gm_only IN (0, 1)),
    ended_day    INTEGER
);
CREATE INDEX activity_by_due ON activity (status, due_day);
CREATE INDEX activity_by_character ON activity (character_id);

-- The treasury: every change of money, in whole dollars ($1 = 1 silver, 1 GP = $10), for a character's purse
-- (character_id set) or the party's common purse (character_id NULL). A balance is the sum of its rows.
CREATE TABLE money_ledger (
    id           INTEGER PRIMARY KEY,
    character_id INTEGER REFERENCES character (id) ON DELETE CASCADE,
    campaign_day INTEGER NOT NULL,
    amount       INTEGER NOT NULL CHECK (amount <> 0),
    kind         TEXT    NOT NULL,
    reason       TEXT    NOT NULL DEFAULT '',
    activity_id  INTEGER REFERENCES activity (id) ON DELETE SET NULL,
    gm_only      INTEGER NOT NULL DEFAULT 0 CHECK (gm_only IN (0, 1))
);
CREATE INDEX money_by_account ON money_ledger (character_id, id);

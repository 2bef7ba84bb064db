-- Hexkeeper campaign schema 12: the players' server. Each player gets a link holding a random token and the
-- characters it shows; revoking a link keeps its row (so undo brings it back and its proposals keep their
-- author). A player's proposal for his figure's option and move waits here until the GM accepts or refuses it.

CREATE TABLE player_link (
    id           INTEGER PRIMARY KEY,
    name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    token        TEXT    NOT NULL UNIQUE CHECK (length(token) >= 20),
    created_day  INTEGER NOT NULL,
    revoked      INTEGER NOT NULL DEFAULT 0 CHECK (revoked IN (0, 1))
);

CREATE TABLE player_link_character (
    link_id      INTEGER NOT NULL REFERENCES player_link (id) ON DELETE CASCADE,
    character_id INTEGER NOT NULL REFERENCES character (id) ON DELETE CASCADE,
    PRIMARY KEY (link_id, character_id)
);

CREATE TABLE player_proposal (
    id           INTEGER PRIMARY KEY,
    link_id      INTEGER NOT NULL REFERENCES player_link (id) ON DELETE CASCADE,
    encounter_id INTEGER NOT NULL REFERENCES encounter (id) ON DELETE CASCADE,
    turn         INTEGER NOT NULL,
    figure       TEXT    NOT NULL,
    option       TEXT    NOT NULL DEFAULT '',
    hex          TEXT    NOT NULL DEFAULT '',
    status       TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'refused')),
    reason       TEXT    NOT NULL DEFAULT ''
);
CREATE INDEX player_proposal_by_encounter ON player_proposal (encounter_id, status);

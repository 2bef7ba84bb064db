-- Hexkeeper campaign schema 11: the Wiz-War companion. A game keeps its whole state (board, seats, deck,
-- hands, turn) as one JSON document, like an encounter, so a step replaces it in one write and undo puts the
-- previous document back. The log keeps what happened; a line for one player's eyes (the cards he drew) names
-- his seat. Sector maps, drawn once from the physical boards, are kept for later games.

CREATE TABLE wizwar_game (
    id           INTEGER PRIMARY KEY,
    name         TEXT    NOT NULL CHECK (length(trim(name)) > 0),
    created_day  INTEGER NOT NULL,
    state        TEXT    NOT NULL DEFAULT '{}'
);

CREATE TABLE wizwar_log (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES wizwar_game (id) ON DELETE CASCADE,
    turn         INTEGER NOT NULL,
    message      TEXT    NOT NULL,
    only_seat    INTEGER NOT NULL DEFAULT -1
);
CREATE INDEX wizwar_log_by_game ON wizwar_log (game_id, id);

CREATE TABLE wizwar_sector (
    sector       INTEGER NOT NULL CHECK (sector BETWEEN 1 AND 4),
    side         TEXT    NOT NULL CHECK (side IN ('A', 'B')),
    map          TEXT    NOT NULL,
    PRIMARY KEY (sector, side)
);

-- Hexkeeper campaign schema 13: players' requests between game nights (issue 32). A player asks from his page
-- (spend experience, learn a spell, brew, a workshop project, research, a market search, a new character, a
-- note); the request waits here until the GM accepts it (the change it asks for, made by the same services as
-- the window and the CLI, in the same step) or refuses it with a reason. The page's own id (client_id) makes
-- sending the same request twice harmless. player_auto_accept holds the kinds the GM accepts without asking.

CREATE TABLE player_request (
    id           INTEGER PRIMARY KEY,
    link_id      INTEGER NOT NULL REFERENCES player_link (id) ON DELETE CASCADE,
    client_id    TEXT    NOT NULL CHECK (length(client_id) BETWEEN 1 AND 40),
    kind         TEXT    NOT NULL CHECK (kind IN ('spend-xp', 'learn-spell', 'brew', 'item-project', 'research',
                                                  'market-search', 'new-character', 'notes')),
    character_id INTEGER REFERENCES character (id) ON DELETE SET NULL,
    data         TEXT    NOT NULL DEFAULT '{}',
    status       TEXT    NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'refused')),
    reason       TEXT    NOT NULL DEFAULT '',
    created_day  INTEGER NOT NULL,
    created_at   TEXT    NOT NULL DEFAULT '',
    decided_day  INTEGER,
    UNIQUE (link_id, client_id)
);
CREATE INDEX player_request_by_status ON player_request (status, id);

CREATE TABLE player_auto_accept (
    kind         TEXT    PRIMARY KEY CHECK (kind IN ('spend-xp', 'learn-spell', 'brew', 'item-project', 'research',
                                                     'market-search', 'new-character', 'notes'))
);

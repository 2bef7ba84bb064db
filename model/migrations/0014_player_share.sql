-- Issue 32: what the GM shares with his players' pages between game nights beyond their own characters. A row
-- is a thing shared; none by default. Only the party purse so far ('purse': its balance and its recent ledger
-- lines, as the players' view may see them).

CREATE TABLE player_share (
    what         TEXT    PRIMARY KEY CHECK (what IN ('purse'))
);

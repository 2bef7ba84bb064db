-- Hexkeeper campaign schema 16: an event's words are kept once (issue 36). An advance writes the same few
-- sentences every week; each event row now points at its words in event_words instead of storing them again.
-- Words are found by a hash of their UTF-8 bytes (hk_event_words_hash, registered by the migrator; the program
-- computes the same in C++, db/EventWords), not by an index of the texts, which would store them twice. Edits do
-- not record this table and undo never deletes from it: a text may be pointed at again by a later edit, a redo
-- or another program (see db/EventWords.h).
CREATE TABLE event_words (
    id    INTEGER PRIMARY KEY,
    hash  INTEGER NOT NULL,
    text  TEXT    NOT NULL
);
CREATE INDEX event_words_by_hash ON event_words (hash);

-- Each distinct message once, in the order it was first written.
INSERT INTO event_words (hash, text)
SELECT hk_event_words_hash(message), message FROM event_log GROUP BY message ORDER BY min(id);

CREATE TABLE event_log_by_words (
    id            INTEGER PRIMARY KEY,
    logged_at     TEXT    NOT NULL,
    campaign_day  INTEGER NOT NULL,
    kind          TEXT    NOT NULL,
    subject       TEXT    NOT NULL DEFAULT '',
    message_id    INTEGER NOT NULL REFERENCES event_words (id),
    data          TEXT    NOT NULL DEFAULT '{}',
    gm_only       INTEGER NOT NULL DEFAULT 0 CHECK (gm_only IN (0, 1))
);
INSERT INTO event_log_by_words (id, logged_at, campaign_day, kind, subject, message_id, data, gm_only)
SELECT e.id, e.logged_at, e.campaign_day, e.kind, e.subject, w.id, e.data, e.gm_only
FROM event_log e JOIN event_words w ON w.hash = hk_event_words_hash(e.message) AND w.text = e.message
ORDER BY e.id;
DROP TABLE event_log;
ALTER TABLE event_log_by_words RENAME TO event_log;
CREATE INDEX event_log_by_day ON event_log (campaign_day);
CREATE INDEX event_log_by_kind ON event_log (kind);

-- The advances kept for undo were recorded against the event log as it was (its words in each row); they can no
-- longer be applied, so they go, as with schemas 7 and 8.
DELETE FROM change_journal;

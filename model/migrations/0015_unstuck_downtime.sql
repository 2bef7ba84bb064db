-- Hexkeeper campaign schema 15: downtime work that no advance can resolve any more is halted with a reason
-- (issue 33). Two kinds of work got stuck before: work resumed on the day it had halted, whose due day then lay
-- on or before the campaign's day (the calendar resolves only the days after it), and work left active in a
-- laboratory whose rental had lapsed. Both are halted on the campaign's day: the first as set aside ("paused"),
-- the second for its laboratory ("lab"), each marked repairedIn 15 so the window and the CLI can say so on
-- opening until the GM resumes or cancels it. Resuming now puts the work due again from that day. An event for
-- each says what was done (the file keeps it in English: a schema step has no translation at hand).

UPDATE activity
SET status = 'halted',
    data = json_set(data, '$.haltReason', 'lab', '$.haltedOn', (SELECT calendar_day FROM campaign WHERE id = 1),
                    '$.repairedIn', 15)
WHERE status = 'active'
  AND EXISTS (SELECT 1 FROM activity_lab b JOIN lab l ON l.id = b.lab_id
              WHERE b.activity_id = activity.id AND l.status = 'closed');

UPDATE activity
SET status = 'halted',
    data = json_set(data, '$.haltReason', 'paused', '$.haltedOn', (SELECT calendar_day FROM campaign WHERE id = 1),
                    '$.repairedIn', 15)
WHERE status = 'active'
  AND coalesce(next_day, due_day) <= (SELECT calendar_day FROM campaign WHERE id = 1);

INSERT INTO event_log (logged_at, campaign_day, kind, subject, message, data, gm_only)
SELECT strftime('%Y-%m-%dT%H:%M:%SZ', 'now'), c.calendar_day, a.kind, coalesce(ch.name, ''),
       CASE json_extract(a.data, '$.haltReason')
           WHEN 'lab' THEN '“' || a.title || '” was halted when this file was brought up to date: its laboratory is '
                           || 'no longer the party''s. Cancel it, or move research to another laboratory.'
           ELSE '“' || a.title || '” was halted when this file was brought up to date: its due day had passed '
                || 'without the calendar resolving it. Resume it to go on from today.'
       END,
       json_object('activity', a.id, 'repairedIn', 15), a.gm_only
FROM activity a JOIN campaign c ON c.id = 1 LEFT JOIN character ch ON ch.id = a.character_id
WHERE a.status = 'halted' AND json_extract(a.data, '$.repairedIn') = 15
ORDER BY a.id;

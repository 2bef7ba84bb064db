-- Hexkeeper campaign schema 9: spells kept from the Guild are rolled for monthly after their research is done.
-- The calendar asks each day which of them falls due, so the day of each one's next roll is indexed (only
-- finished research carries one), instead of reading every finished research's data every day.
CREATE INDEX activity_by_secrecy_roll ON activity (json_extract(data, '$.nextSecrecyRollDay'))
    WHERE kind = 'research' AND status = 'done';

-- Hexkeeper campaign schema 10: each day an advance of time resolves, it reports the payments made that day
-- (rent, upkeep, tuition, materials), so the money ledger is indexed by day instead of read whole every day.
CREATE INDEX money_ledger_by_day ON money_ledger (campaign_day);

-- Who made each data-protection check (the client's address), so that one client's failed checks across
-- many quote references can be limited (server/store/dpa-attempts.ts). Checks made before have none.
alter table dpa_attempts add column client text;
create index dpa_attempts_client on dpa_attempts (client, attempted_at) where not succeeded;

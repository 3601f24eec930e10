-- Every signed provider callback accepted, by the provider's event id: a
-- captured request replayed inside its 5-minute window is refused.

CREATE TABLE provider_events (
  provider text NOT NULL CHECK (provider IN ('payment', 'kyc')),
  event_id text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
CREATE INDEX provider_events_received ON provider_events (received_at);

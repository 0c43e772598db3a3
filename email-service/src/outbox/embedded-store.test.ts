import { openOutboxDatabase } from './database';
import { embeddedStore } from './embedded-store';
import { Outbox } from './outbox';
import { submissionStoreContract } from '../test-support/submission-store-contract';

submissionStoreContract('the embedded store (SQLite)', async (limits) => {
  const db = openOutboxDatabase(':memory:');
  return {
    store: embeddedStore(new Outbox(db, limits)),
    close: async () => {
      db.close();
    },
  };
});

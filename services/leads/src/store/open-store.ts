// The store the configuration names: MongoDB when MONGO_URL is set, else the SQLite file under DATA_DIR.
import { join } from 'node:path';
import { type Clock, systemClock } from '@site/contracts/clock';
import { type LeadStore } from './lead-store';
import { MongoStore } from './mongo-store';
import { SqliteStore } from './sqlite-store';

export async function openStore(config: { mongoUrl: string | undefined; dataDir: string }, clock: Clock = systemClock): Promise<LeadStore> {
  return config.mongoUrl ? MongoStore.connect(config.mongoUrl, { clock }) : new SqliteStore(join(config.dataDir, 'leads.sqlite'), clock);
}

// The store the configuration names: MongoDB when MONGO_URL is set, else the SQLite file under DATA_DIR.
// The MongoDB adapter (and mongoose, half a second of start-up) is loaded only when it is used.
import { type Clock, systemClock } from '@site/lagos-time/clock';
import { type LeadStore } from './lead-store';
import { openSqliteStore, sqliteFileIn } from './sqlite-store';

export async function openStore(config: { mongoUrl: string | undefined; dataDir: string }, clock: Clock = systemClock): Promise<LeadStore> {
  if (!config.mongoUrl) return openSqliteStore(sqliteFileIn(config.dataDir), clock);
  const { connectMongoStore } = await import('./mongo-store');
  return connectMongoStore(config.mongoUrl, { clock });
}

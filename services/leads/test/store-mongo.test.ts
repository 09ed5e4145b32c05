// The MongoDB adapter runs the same suite where a MongoDB is reachable: MONGO_URL, or a
// container started by testcontainers when a container runtime exists. Otherwise it says why not.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { type LeadStore } from '../src/store/lead-store';
import { connectMongoStore, type MongoStore } from '../src/store/mongo-store';
import { describePrivacyConformance } from './privacy-conformance';
import { describeBookingSlotsConformance } from './slots-conformance';
import {
  describeBookingChangeConformance,
  describeMailConformance,
  describeOdooChangeConformance,
  describeStoreConformance,
} from './store-conformance';

async function containerRuntime(): Promise<string | null> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return null;
  } catch (err) {
    return `no container runtime (${(err as Error).message.split('\n')[0]})`;
  }
}

const envUrl = process.env.MONGO_URL;
const skipReason = envUrl ? null : await containerRuntime();

if (skipReason) {
  const why = `MongoDB adapter conformance skipped: MONGO_URL is not set and ${skipReason}`;
  console.warn(why);
  describe('mongo store conformance', () => it.skip(why, () => undefined));
} else {
  let url = envUrl;
  let stopContainer: (() => Promise<unknown>) | undefined;
  beforeAll(async () => {
    if (url) return;
    const { MongoDBContainer } = await import('@testcontainers/mongodb');
    const container = await new MongoDBContainer('mongo:7').start();
    url = `${container.getConnectionString()}?directConnection=true`;
    stopContainer = () => container.stop();
  }, 180_000);
  afterAll(async () => stopContainer?.());

  // Each test gets its own database, dropped afterwards.
  const open = () => connectMongoStore(url!, { dbName: `conformance_${randomBytes(6).toString('hex')}` });
  const dispose = async (store: LeadStore) => {
    await (store as MongoStore).dropDatabase();
    await store.close();
  };
  describeStoreConformance('mongo', open, dispose);
  describeOdooChangeConformance('mongo', open, dispose);
  describeMailConformance('mongo', open, dispose);
  describePrivacyConformance('mongo', open, dispose);
  describeBookingChangeConformance('mongo', open, dispose);
  describeBookingSlotsConformance('mongo', open, dispose);
}

// Every value a Redis holds, as text, for tests that look for a person's data left behind.
import { Redis } from 'ioredis';

/** Keys, string values, hash fields, list/set/zset members and stream entries, one per line. */
export async function redisDump(redisUrl: string): Promise<string> {
  const redis = new Redis(redisUrl);
  try {
    const parts: string[] = [];
    for (const key of await redis.keys('*')) {
      parts.push(key);
      const type = await redis.type(key);
      if (type === 'string') parts.push(String(await redis.get(key)));
      else if (type === 'hash') parts.push(JSON.stringify(await redis.hgetall(key)));
      else if (type === 'list') parts.push(JSON.stringify(await redis.lrange(key, 0, -1)));
      else if (type === 'set') parts.push(JSON.stringify(await redis.smembers(key)));
      else if (type === 'zset') parts.push(JSON.stringify(await redis.zrange(key, 0, -1)));
      else if (type === 'stream') parts.push(JSON.stringify(await redis.xrange(key, '-', '+')));
    }
    return parts.join('\n');
  } finally {
    redis.disconnect();
  }
}

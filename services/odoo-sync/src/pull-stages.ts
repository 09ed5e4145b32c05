// Which Odoo stages are won, for the pull (odoo-pull.ts), kept for a few minutes. Stages change rarely,
// and asking for them at every pull that saw a tracked lead would make a quiet pull cost a fourth call:
// the cursor's overlap re-reads the newest leads, usually ours. A stage the cache does not know (made
// since) makes it ask again at once; a stage's name is taken from the lead itself, so a rename shows at
// once; only a stage newly marked won (or no longer) waits for the cache to expire.
import { type OdooClient } from './odoo-client';
import { type sharedWonStages } from './shared-state';

/** How long the stages read from Odoo are trusted. */
export const STAGE_CACHE_MS = 10 * 60_000;

export class WonStages {
  private won: Map<number, boolean> | null = null;
  private readAt = 0;

  /** `shared`: the cache every worker reads (in Redis), so the one that read Odoo last serves them all. */
  constructor(
    private readonly now: () => number,
    private readonly shared?: ReturnType<typeof sharedWonStages>,
  ) {}

  /** Whether each of `stageIds` is a won stage; asks Odoo when the cache is old or misses one. */
  async of(client: OdooClient, stageIds: number[]): Promise<Map<number, boolean>> {
    if (!this.answers(stageIds) && this.shared) {
      const entry = await this.shared.get();
      if (entry) [this.won, this.readAt] = [new Map(entry.won), entry.readAt];
    }
    if (!this.answers(stageIds)) {
      const stages = await client.searchRead<{ id: number; is_won: boolean }>('crm.stage', [], ['is_won']);
      this.won = new Map(stages.map((s) => [s.id, s.is_won === true]));
      this.readAt = this.now();
      await this.shared?.set({ readAt: this.readAt, won: [...this.won] }, STAGE_CACHE_MS);
    }
    return this.won!;
  }

  /** Whether the cache is fresh and knows every one of `stageIds`. */
  private answers(stageIds: number[]): boolean {
    const won = this.won;
    return won !== null && this.now() - this.readAt < STAGE_CACHE_MS && stageIds.every((id) => won.has(id));
  }
}

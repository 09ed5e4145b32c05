// The starting price of each priced offering, in a module of its own: page heads and the metadata
// presets state them, and a head may import only small modules (heads ship with the app's shared
// chunk). plans.ts builds each offering's cheapest plan from these, so a price lives in one place.
export const startingPrices = {
  microsoft365: 2500,
  automation: 150_000,
  analytics: 200_000,
  aiAgents: 300_000,
} as const;

export const MICROSOFT_365_PRICE_UNIT = 'per user per month';

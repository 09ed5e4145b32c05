// @vitest-environment node
// The lint rule that keeps features apart (site/feature-boundaries in eslint.config.js), run through
// ESLint with the repository's own configuration on code placed at paths inside the tree.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: repo });

async function crossFeatureMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath: `${repo}${filePath}` });
  return result!.messages.filter((m) => m.ruleId === 'site/feature-boundaries').map((m) => m.message);
}

describe('site/feature-boundaries', () => {
  it('refuses a static or dynamic import from one feature into another', async () => {
    const code =
      "import { getBooking } from '../booking/api/get-booking';\nexport const x = getBooking;\nexport const y = () => import('../../features/staff/lib/format');\n";
    expect(await crossFeatureMessages(code, 'frontend/src/features/lead-capture/example.ts')).toEqual([
      'features/lead-capture must not import features/booking: move what both need to src/components, src/lib or src/lead-forms.',
      'features/lead-capture must not import features/staff: move what both need to src/components, src/lib or src/lead-forms.',
    ]);
  });

  it('allows imports inside a feature, from shared folders, and from routes into features', async () => {
    const inside =
      "import { JsonLd } from '../components/json-ld';\nimport { Icon } from '../../../components/ui/icon';\nimport { BookingForm } from '../../../lead-forms/components/booking-form';\nexport { JsonLd, Icon, BookingForm };\n";
    expect(await crossFeatureMessages(inside, 'frontend/src/features/content-pages/solutions/example.tsx')).toEqual([]);
    const route = "import { FaqPage } from '../features/content-pages/faq/faq-page';\nexport { FaqPage };\n";
    expect(await crossFeatureMessages(route, 'frontend/src/routes/example.tsx')).toEqual([]);
  });
});

import { createFileRoute } from '@tanstack/react-router';
import { CloudMigrationPage } from '../../features/content-pages/services/cloud-migration-page';
import { pageHead } from '../../lib/seo';

const description =
  'Move servers and applications to Microsoft Azure in four steps: assessment, planning, migration and optimization, with 90 days of support after migration.';

export const Route = createFileRoute('/services/cloud-migration')({
  head: () =>
    pageHead({
      title: 'Cloud Migration Services in Nigeria',
      description,
      path: '/services/cloud-migration',
      keywords: ['cloud migration Nigeria', 'Azure migration', 'server migration', 'disaster recovery'],
    }),
  component: CloudMigrationPage,
});

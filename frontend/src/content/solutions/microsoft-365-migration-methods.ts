// Migration method guidance by mailbox count, shown on the Microsoft 365 solution page and in the
// migration-guide article (kept apart so the article does not load the whole solution page's data).

export interface MigrationMethod {
  method: string;
  when: string;
  description: string;
}

/** Migration method guidance: cutover under 150 mailboxes, staged 150 to 2000, hybrid above 2000. */
export const migrationMethods: readonly MigrationMethod[] = [
  {
    method: 'Cutover migration',
    when: 'Fewer than 150 mailboxes',
    description: 'All mailboxes move in one planned weekend; MX records switch on Sunday evening and staff start Monday on Microsoft 365.',
  },
  {
    method: 'Staged migration',
    when: '150 to 2000 mailboxes',
    description: 'Mailboxes move in batches by department or branch over several weeks, while mail flows between the old and new systems.',
  },
  {
    method: 'Hybrid migration',
    when: 'More than 2000 mailboxes',
    description:
      'On-premises Exchange and Microsoft 365 run side by side with a shared address book, so large organisations move at their own pace.',
  },
];

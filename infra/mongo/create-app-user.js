/* global db, print -- mongosh provides both to init scripts */
// Run once by the mongo image on the first start of an empty data volume (mongosh, as root, with
// `db` = MONGO_INITDB_DATABASE). The leads service connects as this user, with the role made here: on
// its own database only (no user, role or cluster administration), it may read, insert and build
// indexes everywhere, but update and remove only in the collections listed below. The audit log
// (audit_log) is not among them: for the service it is append-only, whatever its code does.
// docs/store.md says how to apply this role to a database made before it existed.
const appUser = process.env.MONGO_APP_USERNAME;
const appPassword = process.env.MONGO_APP_PASSWORD;
if (!appUser || !appPassword) throw new Error('MONGO_APP_USERNAME and MONGO_APP_PASSWORD must be set');

const dbName = db.getName();
// A new collection the service changes documents in must be added here (and to running databases).
const changeable = [
  'contacts',
  'consultations',
  'users',
  'sessions',
  'kept_mail',
  'erasures',
  'erased_records',
  'record_gates',
  'booking_claims',
  'odoo_busy',
  'migrations',
];
db.createRole({
  role: 'leadsApp',
  privileges: [
    {
      resource: { db: dbName, collection: '' },
      actions: ['find', 'insert', 'createCollection', 'createIndex', 'listIndexes', 'listCollections', 'collStats', 'dbStats'],
    },
    ...changeable.map((collection) => ({ resource: { db: dbName, collection }, actions: ['update', 'remove'] })),
  ],
  roles: [],
});
db.createUser({ user: appUser, pwd: appPassword, roles: [{ role: 'leadsApp', db: dbName }] });
print(`created MongoDB user ${appUser} with role leadsApp on ${dbName} (audit_log: find and insert only)`);

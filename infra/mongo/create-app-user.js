/* global db, print -- mongosh provides both to init scripts */
// Run once by the mongo image on the first start of an empty data volume (mongosh, as root, with
// `db` = MONGO_INITDB_DATABASE). The leads service connects as this user: read and write on its own
// database and nothing else (no user, role or cluster administration).
const appUser = process.env.MONGO_APP_USERNAME;
const appPassword = process.env.MONGO_APP_PASSWORD;
if (!appUser || !appPassword) throw new Error('MONGO_APP_USERNAME and MONGO_APP_PASSWORD must be set');
db.createUser({ user: appUser, pwd: appPassword, roles: [{ role: 'readWrite', db: db.getName() }] });
print(`created MongoDB user ${appUser} with readWrite on ${db.getName()}`);

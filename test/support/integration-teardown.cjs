// jest's globalTeardown for the integration project (test-databases.cjs).
module.exports = require('./test-databases.cjs').tearDownRunDatabases;

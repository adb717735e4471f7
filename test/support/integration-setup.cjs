// jest's globalSetup for the integration project: the run's server and template database (test-databases.cjs).
module.exports = require('./test-databases.cjs').setUpRunDatabases;

import { Module } from '@nestjs/common';
import { ClockModule } from '../common/clock.js';
import { ConfigModule } from '../config/config.module.js';
import { DatabaseModule } from '../database/database.module.js';
import { AdminModule } from './admin.module.js';

/** What the account commands need (src/cli.ts): the configuration, the clock, the database and the admin feature; no views, no HTTP. */
@Module({ imports: [ConfigModule, ClockModule, DatabaseModule, AdminModule] })
export class AdminCliModule {}

import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from '@nestjs/common';
import { AppModule } from './app.module.js';
import { InFlightRequests, onShutdownSignals, shutDown } from './common/graceful-shutdown.js';
import { AppConfig, ConfigError, loadConfig } from './config/app-config.js';
import { Readiness } from './health/index.js';
import { configureApp } from './http-setup.js';

/**
 * SIGTERM or SIGINT runs the one shutdown sequence (docs/product.md#24-operations): readiness off, drain,
 * stop accepting, requests in flight finish, then the application closes (queue, pools, database).
 */
function handleShutdown(app: NestExpressApplication, config: AppConfig): void {
  const server = app.getHttpServer();
  const requests = new InFlightRequests(server);
  const logger = new Logger('Shutdown');
  onShutdownSignals(
    (signal) =>
      shutDown(
        signal,
        {
          server,
          requests,
          drain: () => app.get(Readiness).drain(),
          closeApp: () => app.close(),
          log: (message) => logger.log(message),
          warn: (message) => logger.warn(message),
          sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
        },
        { drainMs: config.SHUTDOWN_DRAIN_MS, graceMs: config.SHUTDOWN_GRACE_MS },
      ),
    { warn: (message) => logger.warn(message), error: (message) => logger.error(message) },
  );
}

async function bootstrap(): Promise<void> {
  try {
    loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, bufferLogs: true });
  configureApp(app);
  const config = app.get(AppConfig);
  handleShutdown(app, config);
  await app.listen(config.PORT, config.HOST);
  console.log(`${config.BRAND_NAME} site listening on http://${config.HOST}:${config.PORT} (public origin ${config.SITE_ORIGIN})`);
}

void bootstrap();

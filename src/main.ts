import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module.js';
import { AppConfig, ConfigError, loadConfig } from './config/app-config.js';
import { configureApp } from './http-setup.js';

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
  await app.listen(config.PORT, config.HOST);
  console.log(`${config.BRAND_NAME} site listening on http://${config.HOST}:${config.PORT} (public origin ${config.SITE_ORIGIN})`);
}

void bootstrap();

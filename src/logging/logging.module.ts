import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { requestId } from '../common/request-id.js';
import { AppConfig } from '../config/app-config.js';
import { loggablePath } from './loggable-path.js';

type LoggedRequest = IncomingMessage & { id?: unknown };

/**
 * pino: JSON lines in production, pretty in development; every line carries the request id.
 * Requests are logged by method and path only (no query, headers or bodies, no setup link token), so no
 * personal data and no credential.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.LOG_LEVEL,
          genReqId: (req: LoggedRequest, res: ServerResponse) => (typeof req.id === 'string' ? req.id : requestId(req, res)),
          quietReqLogger: true,
          customAttributeKeys: { reqId: 'requestId' },
          serializers: {
            req: (req: LoggedRequest) => ({ id: req.id, method: req.method, path: loggablePath(req.url) }),
            res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
          },
          // A 503 is the deliberate "come back soon" (draining, database down): a warning, not an error.
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
            res.statusCode === 503 ? 'warn' : err || res.statusCode >= 500 ? 'error' : 'info',
          autoLogging: { ignore: (req: IncomingMessage) => req.url === '/healthz' || (req.url ?? '').startsWith('/assets/') },
          transport: config.NODE_ENV === 'development' ? { target: 'pino-pretty', options: { singleLine: true, translateTime: 'SYS:HH:MM:ss' } } : undefined,
        },
      }),
    }),
  ],
})
export class LoggingModule {}

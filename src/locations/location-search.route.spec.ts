import { jest } from '@jest/globals';
import { Logger, type PipeTransform } from '@nestjs/common';
import express from 'express';
import request from 'supertest';
import { INTERNAL_ERROR_MESSAGE } from '../../core/error-messages.js';
import { createValidationPipe } from '../common/request-validation.js';
import type { LocationSearchService } from './location-search.service.js';
import { LOCATION_SEARCH_CACHE_CONTROL, locationSearchRoute } from './location-search.route.js';

const DALLAS = { display_name: 'Dallas, TX, USA', country: 'United States' };

function app(search: Pick<LocationSearchService, 'suggest'>, validation: PipeTransform = createValidationPipe()) {
  const server = express();
  server.use(locationSearchRoute(search as LocationSearchService, validation));
  server.use((_req, res) => res.status(404).json({ passedOn: true }));
  return server;
}

describe('locationSearchRoute', () => {
  const asked: string[] = [];
  const search = { suggest: async (q: string) => (asked.push(q), q === 'dal' ? [DALLAS] : []) };

  beforeEach(() => {
    asked.length = 0;
  });

  it('answers GET and HEAD with the suggestions and the CDN cache header, trimming q', async () => {
    const res = await request(app(search)).get('/api/location-search?q=%20dal%20').expect(200);
    expect(res.body).toEqual({ success: true, suggestions: [DALLAS] });
    expect(res.headers['cache-control']).toBe(LOCATION_SEARCH_CACHE_CONTROL);
    await request(app(search)).head('/api/location-search?q=dal').expect(200);
    expect(asked).toEqual(['dal', 'dal']);
  });

  it('passes other methods and paths on untouched', async () => {
    for (const res of [
      await request(app(search)).post('/api/location-search?q=dal'),
      await request(app(search)).get('/api/location-search-x?q=dal'),
      await request(app(search)).get('/api/cities'),
    ]) {
      expect(res.body).toEqual({ passedOn: true });
    }
    expect(asked).toEqual([]);
  });

  it('refuses an unknown parameter and a repeated q with 400 naming the field, without searching', async () => {
    const other = await request(app(search)).get('/api/location-search?q=dal&x=1').expect(400);
    expect(Object.keys(other.body.fields)).toEqual(['x']);
    const twice = await request(app(search)).get('/api/location-search?q=dal&q=las').expect(400);
    expect(Object.keys(twice.body.fields)).toEqual(['q']);
    expect(asked).toEqual([]);
  });

  it('says a repeated q is repeated, not too long', async () => {
    const twice = await request(app(search)).get('/api/location-search?q=dal&q=las').expect(400);
    expect(twice.body.fields).toEqual({ q: 'q must be a single text value' });
    const long = await request(app(search)).get(`/api/location-search?q=${'d'.repeat(101)}`).expect(400);
    expect(long.body.fields).toEqual({ q: 'q must be at most 100 characters' });
  });

  it('answers a failing search, and even a pipe that throws before returning, with the JSON 500', async () => {
    const failing = { suggest: () => Promise.reject(new Error('connection refused')) };
    const broken = { transform: () => { throw new Error('broken pipe'); } };
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    try {
      for (const server of [app(failing), app(search, broken)]) {
        const res = await request(server).get('/api/location-search?q=dal').expect(500);
        expect(res.body).toEqual({ success: false, error: INTERNAL_ERROR_MESSAGE });
      }
      // Logged as errors, unlike the answers that succeed.
      expect(logged.mock.calls.map((call) => call[1])).toEqual(['Unhandled error', 'Unhandled error']);
    } finally {
      logged.mockRestore();
    }
  });
});

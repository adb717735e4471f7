import { Controller, Get, Header, Query } from '@nestjs/common';
import { LocationSearchQueryDto } from './dto/location-search-query.dto.js';
import { LocationSearchService } from './location-search.service.js';
import type { LocationSuggestion } from './location-suggestion.js';

/**
 * Pickup and delivery autocomplete. Called as the visitor types (debounced 300 ms), so it has no limit of
 * its own: the per-IP budget every /api request shares (THROTTLE_LIMIT per THROTTLE_TTL_SECONDS) bounds
 * it, and each answer is a few index reads.
 */
@Controller('api/location-search')
export class LocationSearchController {
  constructor(private readonly search: LocationSearchService) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  async suggest(@Query() query: LocationSearchQueryDto): Promise<{ success: true; suggestions: LocationSuggestion[] }> {
    return { success: true, suggestions: await this.search.suggest(query.q ?? '') };
  }
}

import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { FACT_TEXTS, type CompanyFactView } from '../../core/company-facts.js';
import { isUuid } from '../../core/uuid.js';
import { AdminAuthGuard, AdminCan, clientFacts, CurrentAdmin, type AdminPrincipal } from '../admin/index.js';
import { DomainError } from '../common/domain-error.js';
import { CompanyFactsService, type FactChanger } from './company-facts.service.js';
import { ChangeFactDto, CreateFactDto } from './dto/fact.dto.js';

type FactAnswer = { success: true; fact: CompanyFactView };

/**
 * The company facts (docs/product.md#253-company-facts): every signed-in role reads them; admins and
 * editors add, change, confirm and remove them. Pages show a change at once, on every instance.
 */
@Controller('api/admin/facts')
@UseGuards(AdminAuthGuard)
@AdminCan('content:read')
export class CompanyFactsController {
  constructor(private readonly facts: CompanyFactsService) {}

  @Get()
  async list(): Promise<{ success: true; facts: CompanyFactView[] }> {
    return { success: true, facts: await this.facts.list() };
  }

  @Get(':id')
  async get(@Param('id') id: string): Promise<FactAnswer> {
    return { success: true, fact: await this.facts.get(known(id)) };
  }

  /** 201 with the new fact, unconfirmed. */
  @Post()
  @AdminCan('content:change')
  async create(@Body() dto: CreateFactDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<FactAnswer> {
    return { success: true, fact: await this.facts.create(dto.kind, { fields: dto.fields, imageId: dto.imageId }, changer(admin, req)) };
  }

  /** 200 with the fact as changed: unconfirmed again when what it says changed. */
  @Put(':id')
  @AdminCan('content:change')
  async change(@Param('id') id: string, @Body() dto: ChangeFactDto, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<FactAnswer> {
    return { success: true, fact: await this.facts.change(known(id), { fields: dto.fields, imageId: dto.imageId }, changer(admin, req)) };
  }

  /** 200 with the fact, confirmed by the signed-in person now. */
  @Post(':id/confirm')
  @HttpCode(200)
  @AdminCan('content:change')
  async confirm(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<FactAnswer> {
    return { success: true, fact: await this.facts.confirm(known(id), changer(admin, req)) };
  }

  /** 200 with the fact as it was. */
  @Delete(':id')
  @AdminCan('content:change')
  async remove(@Param('id') id: string, @CurrentAdmin() admin: AdminPrincipal, @Req() req: Request): Promise<FactAnswer> {
    return { success: true, fact: await this.facts.remove(known(id), changer(admin, req)) };
  }
}

/** An id that can name a fact, or the 404 an unknown one gets. */
function known(id: string): string {
  if (!isUuid(id)) throw new DomainError('not_found', FACT_TEXTS.noSuchFact);
  return id.toLowerCase();
}

const changer = (admin: AdminPrincipal, req: Request): FactChanger => ({ username: admin.username, ip: clientFacts(req).ip });
